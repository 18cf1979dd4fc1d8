// The browser's side of the intake's proof of work (intake/proof.ts): a challenge fetched once the
// visitor starts on the form, solved in the background with the browser's own crypto, and sent
// with the request. Nothing here runs before the visitor acts, and nothing asks them anything.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

import { CHALLENGE_PATH } from "./limits.ts";

/** A solved challenge, as the intake checks it. */
export type Proof = {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
};

/**
 * Fetches a challenge and solves it; undefined when it cannot be (no crypto on an insecure page,
 * the intake unreachable): the request then goes without, and the intake says so.
 */
export async function makeProof(): Promise<Proof | undefined> {
  try {
    const response = await fetch(CHALLENGE_PATH, { headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    if (!solution) return undefined;
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } catch {
    return undefined;
  }
}

/** Whether a proof's challenge is still good for a while: a form left open for hours is not. */
export function stillValid(proof: Proof, withinMs = 60_000): boolean {
  const expires = proof.challenge.parameters.expiresAt;
  return expires === undefined || expires * 1000 > Date.now() + withinMs;
}
