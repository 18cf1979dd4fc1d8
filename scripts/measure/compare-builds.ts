// `npm run compare-builds -- <before> [after]`: what a change did to the published site. Compares
// every page, feed and text file of two builds (`after` defaults to build/client), after naming
// each fingerprinted asset without its hash and each script hash of the policies alike, so only
// what a visitor or a crawler would get differently remains. Prints each file that differs, with
// the first difference in context, and exits non-zero when any does. Pages whose markup and
// structured data are the same and which differ only inside their scripts (an inline script, an
// island's props) are listed apart: read that list before saying a change is invisible.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

import { clientDir } from "../host/site-files.ts";

const [beforeArg, afterArg] = process.argv.slice(2);
if (!beforeArg) {
  console.error(
    "usage: npm run compare-builds -- <build/client of the other build> [build/client]",
  );
  process.exit(2);
}
const before = beforeArg;
const after = afterArg ?? clientDir;

const compared = /\.(html|xml|txt)$/;

export function normalize(text: string): string {
  return text
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, "$1$2")
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256'");
}

async function files(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).filter((f) => compared.test(f)).sort();
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `    before: …${a.slice(from, i + 120)}…\n    after:  …${b.slice(from, i + 120)}…`;
}

/**
 * The page as a visitor and a crawler read it: its markup and structured data, without the
 * contents of the scripts that run.
 */
const markup = (html: string) =>
  html.replace(/(<script\b(?![^>]*application\/ld\+json)[^>]*>)[\s\S]*?<\/script>/g, "$1</script>");

const [was, now] = await Promise.all([files(before), files(after)]);
const changed: string[] = [];
const scriptsOnly: string[] = [];
for (const file of was.filter((f) => !now.includes(f))) changed.push(`${file}: only before`);
for (const file of now.filter((f) => !was.includes(f))) changed.push(`${file}: only after`);
for (const file of now.filter((f) => was.includes(f))) {
  const [a, b] = await Promise.all([
    readFile(join(before, file), "utf8").then(normalize),
    readFile(join(after, file), "utf8").then(normalize),
  ]);
  if (a === b) continue;
  if (file.endsWith(".html") && markup(a) === markup(b)) {
    scriptsOnly.push(file);
  } else {
    changed.push(`${file}: differs\n${firstDifference(a, b)}`);
  }
}
console.log(
  `Compared ${now.length} files of ${relative(process.cwd(), after) || "."} with ${before}.`,
);
if (scriptsOnly.length) {
  console.log(
    `${scriptsOnly.length} differ only inside their scripts, with the same markup:\n  ${scriptsOnly.join("\n  ")}`,
  );
}
if (changed.length) {
  console.log(`${changed.length} differ:\n${changed.join("\n")}`);
  process.exit(1);
}
console.log("No difference in what visitors and crawlers read.");
