// The build's text files compressed once, at the highest levels, for `npm start` to send as they
// are: Brotli quality 11 and gzip level 9 cost too much time to run per request, and take 15–20%
// off each page's HTML compared with the on-the-fly Brotli a server can afford (docs/how-a-page-loads.md).
// The copies live outside the published folder, so no host ever serves `page.html.br` as a file.
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { dirname, extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import Negotiator from "negotiator";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The encodings written, in the server's order of preference, with their file suffix. */
export const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export type Encoding = (typeof encodings)[number]["name"];

/** The smallest of these encodings the client accepts (`Accept-Encoding`), if any. */
export function acceptedEncoding(req: IncomingMessage): (typeof encodings)[number] | undefined {
  const accepted = new Negotiator(req).encodings(encodings.map((e) => e.name));
  return encodings.find((e) => accepted.includes(e.name));
}

/** Text worth compressing; images other than SVG are compressed already. */
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".data",
  ".yml",
]);

/** Below one packet, compression saves nothing a visitor would notice. */
export const minimumBytes = 1024;

/** Brotli at its highest quality, as the copies are written. */
const brotliOptions = (data: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

/** `data` in each encoding, at its highest level. */
export async function compressedCopies(data: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gzip] = await Promise.all([
    brotli(data, brotliOptions(data)),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip };
}

/** Writes `<file>.br` and `<file>.gz` into `to` for each compressible file of `from`; returns the files. */
export async function precompress(from: string, to: string): Promise<string[]> {
  const files: string[] = [];
  for (const file of await readdir(from, { recursive: true })) {
    if (!compressible.has(extname(file))) continue;
    const source = join(from, file);
    if ((await stat(source)).size < minimumBytes) continue;
    files.push(file);
  }
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(join(from, file));
      await mkdir(dirname(join(to, file)), { recursive: true });
      const copies = await compressedCopies(data);
      await Promise.all(
        encodings.map((e) => writeFile(join(to, `${file}${e.suffix}`), copies[e.name])),
      );
    }),
  );
  return files;
}
