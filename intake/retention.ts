// How long a request is kept: the owner sets it in the content (Company → Site, "Requests are
// kept for"), and the privacy policy states the same figure.
import data from "../app/content/site.json" with { type: "json" };

/** Days a request is kept before the intake deletes it. */
export function retentionDays(): number {
  const days = (data.en as { requestsKeptDays?: number }).requestsKeptDays;
  return typeof days === "number" && days > 0 ? days : 365;
}
