// How long a request is kept: the owner sets it in the content (Company → Site, "Requests are
// kept for"), and the privacy policy states the same figure.
import { site } from "../app/content/site.ts";

/** Days a request is kept before the intake deletes it. */
export function retentionDays(): number {
  return site.requestsKeptDays;
}
