// The browser's side of sending a request to the intake: the post itself, its one retry with a
// fresh proof of work, and what the answer means for the form.
import { INTAKE_PATH, PROOF_FIELD } from "./limits.ts";
import type { Proof } from "./proof.ts";

/** How long the intake gets before the request goes by email instead. */
const INTAKE_TIMEOUT_MS = 15_000;

export type IntakeAnswer =
  | { kind: "sent"; reference: string; copy: boolean }
  | { kind: "refused"; error: string; message: string; field?: string }
  | { kind: "unreachable" };

/**
 * A proof of work for the intake (./proof.ts), begun once the visitor starts on the form and
 * never before; its code loads then too. `take` hands one over for a request and begins none.
 */
export function proofMaker() {
  let pending: Promise<Proof | undefined> | undefined;
  const begin = () => (pending ??= import("./proof.ts").then((proof) => proof.makeProof()));
  return {
    begin,
    async take(): Promise<Proof | undefined> {
      const { makeProof, stillValid } = await import("./proof.ts");
      let proof = await begin();
      pending = undefined;
      // A solution is taken once; a form left open past its challenge's life makes a new one.
      if (!proof || !stillValid(proof)) proof = await makeProof();
      return proof;
    },
  };
}

/**
 * Sends a request to the intake, as JSON, or as the form's own fields when it carries a file.
 * The same idempotency key goes with every retry of one request, so it is stored once.
 */
async function post(body: FormData | object, key: string): Promise<IntakeAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INTAKE_TIMEOUT_MS);
  try {
    const json = !(body instanceof FormData);
    const response = await fetch(INTAKE_PATH, {
      method: "POST",
      headers: {
        "Idempotency-Key": key,
        Accept: "application/json",
        ...(json && { "Content-Type": "application/json" }),
      },
      body: json ? JSON.stringify(body) : body,
      signal: controller.signal,
    });
    // Not there (a static host answers 404 or 405) or down: the request goes by email.
    if (response.status === 404 || response.status === 405 || response.status >= 500)
      return { kind: "unreachable" };
    const answer = (await response.json()) as {
      reference?: string;
      copy?: boolean;
      error?: string;
      message?: string;
      field?: string;
    };
    if (response.ok && answer.reference)
      return { kind: "sent", reference: answer.reference, copy: Boolean(answer.copy) };
    return {
      kind: "refused",
      error: answer.error ?? "",
      message: answer.message ?? "",
      field: answer.field,
    };
  } catch {
    return { kind: "unreachable" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a request with a proof of work; when the intake refuses the proof (a restart since its
 * challenge was signed), once more with a new one.
 */
export async function sendToIntake(
  body: FormData | Record<string, unknown>,
  key: string,
  proofs: ReturnType<typeof proofMaker>,
): Promise<IntakeAnswer> {
  const withProof = (proof: Proof | undefined) => {
    if (!(body instanceof FormData)) return { ...body, ...(proof && { [PROOF_FIELD]: proof }) };
    if (proof) body.set(PROOF_FIELD, JSON.stringify(proof));
    return body;
  };
  const answer = await post(withProof(await proofs.take()), key);
  if (answer.kind !== "refused" || answer.error !== "proof") return answer;
  return post(withProof(await proofs.take()), key);
}
