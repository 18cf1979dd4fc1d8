// The proof of work a browser makes before its request is taken: ALTCHA's challenge, signed here
// and solved by the form's island in the background, so a script pays for each request it sends
// and a person never sees a puzzle. Record 070 says why the library, not the widget.
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

import type { Proof } from "../app/requests/proof.ts";

/** PBKDF2 rounds per attempt: each attempt is one call the browser's own crypto runs natively. */
const COST = 1_000;
/** How long a challenge may be answered: long enough to write a brief, short enough to expire. */
const VALID_MS = 30 * 60_000;

export type ProofOptions = {
  /** The HMAC secret the challenges are signed with; a new one each start when absent. */
  secret?: string;
  /**
   * The most attempts a solution takes: at 1,500, under a second in this machine's browser and
   * about two with its CPU slowed 4× as Lighthouse slows a phone's (docs/measuring.md).
   */
  work?: number;
};

export function proofOfWork({ secret = crypto.randomUUID(), work = 1_500 }: ProofOptions = {}) {
  // A solution is taken once, for one request: its retries carry the same idempotency key.
  const used = new CappedMap<string, string>({ maxSize: 100_000 });
  const keySecret = `${secret}:keys`;

  return {
    /** A new signed challenge, for the island to solve. */
    challenge: (): Promise<Challenge> =>
      createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: COST,
        counter: randomInt(work, Math.ceil(work / 2)),
        deriveKey,
        expiresAt: new Date(Date.now() + VALID_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }),

    /** Whether `proof` solves a challenge signed here, not yet used by another request. */
    async verify(proof: Proof, key: string): Promise<boolean> {
      try {
        const result = await verifySolution({
          challenge: proof.challenge as Challenge,
          solution: proof.solution as { counter: number; derivedKey: string },
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        // A challenge that is not one of ours in shape: not a proof.
        return false;
      }
      const signature = String(proof.challenge.signature);
      const by = used.get(signature);
      if (by !== undefined && by !== key) return false;
      used.set(signature, key);
      return true;
    },
  };
}
