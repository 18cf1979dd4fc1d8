/**
 * Every text inside a value (a message file, a content file's language block, parsed front
 * matter), each with its dotted path: `["footer.press", "Press"]`. Other values are skipped.
 */
export function textLeaves(value: unknown, path = ""): [path: string, text: string][] {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => textLeaves(v, path ? `${path}.${key}` : key));
}
