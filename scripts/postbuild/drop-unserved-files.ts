// Files React Router writes that no URL of the site answers with.
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/** Pages load no router, so no page's data (`.data`, for client navigation) is ever requested. */
export async function dropUnservedFiles(root: string): Promise<string[]> {
  const unserved = (await readdir(root, { recursive: true })).filter((file) =>
    file.endsWith(".data"),
  );
  for (const file of unserved) await rm(join(root, file));
  return unserved;
}
