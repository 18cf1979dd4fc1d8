// Grades one URL as the MDN HTTP Observatory does, with the package's own retriever, tests and
// grader. Its `scan()` always fetches `https://<host>/` on the default ports and refuses a 404,
// so it cannot grade a page below the root, a local port or the not-found page; this runs the
// same steps with a port and a path, and adds the score the same way.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node scripts/measure/observatory.ts https://localhost:8443/zh 8080
//
// prints `{ grade, score, failed }` as JSON. The HTTP port is where the plain-HTTP listener that
// redirects to HTTPS answers (the redirection test). A self-signed certificate must be trusted
// through NODE_EXTRA_CA_CERTS, or HSTS is graded as served over an invalid certificate.
//
// The package's install step downloads Chromium's HSTS preload list, and is not run (it needs the
// network; package.json denies its install script). Without a list, nothing counts as
// preloaded, which is the truth for localhost: an empty list stands in for it.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// @ts-expect-error: the package ships JavaScript without type declarations
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
// @ts-expect-error: as above
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
// @ts-expect-error: as above
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
// @ts-expect-error: as above
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const packageDir = dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);
const preloadList = join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

type TestOutput = { result: string; pass: boolean | null; constructor: { name: string } };

export type Grade = { grade: string; score: number; failed: { test: string; result: string }[] };

export async function grade(url: URL, httpPort: number): Promise<Grade> {
  const retrieved = await retrieve(url.hostname, {
    httpsPort: url.port,
    httpPort: String(httpPort),
    path: url.pathname,
  });
  if (!retrieved.responses.auto) throw new Error(`observatory: no answer from ${url.href}`);
  const results = (ALL_TESTS as ((r: unknown) => TestOutput)[]).map((test) => test(retrieved));
  let withExtraCredit = 100;
  let penaltiesOnly = 100;
  for (const { result } of results) {
    const modifier: number = getScoreModifier(result);
    withExtraCredit += modifier;
    if (modifier < 0) penaltiesOnly += modifier;
  }
  const final: { grade: string; score: number } = getGradeForScore(
    penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : penaltiesOnly,
  );
  return {
    grade: final.grade,
    score: final.score,
    failed: results
      .filter((r) => r.pass === false)
      .map((r) => ({ test: r.constructor.name, result: r.result })),
  };
}

if (import.meta.main) {
  const [target, httpPort] = process.argv.slice(2);
  if (!target || !httpPort) {
    console.error("usage: node scripts/measure/observatory.ts <https url> <http port>");
    process.exit(2);
  }
  console.log(JSON.stringify(await grade(new URL(target), Number(httpPort))));
}
