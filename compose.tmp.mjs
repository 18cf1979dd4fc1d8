import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = new TraceMap(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const bySource = new Map();
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let cur = null, start = 0;
  for (let c = 0; c <= line.length; c++) {
    // sample per char is slow; step by 1 but cache segments
    const pos = c < line.length ? originalPositionFor(map, { line: l + 1, column: c }) : null;
    const src = pos?.source ?? "(none)";
    if (c === line.length || src !== cur) {
      if (cur !== null) bySource.set(cur, (bySource.get(cur) ?? "") + line.slice(start, c));
      cur = src; start = c;
    }
  }
}
const groups = new Map();
for (const [src, text] of bySource) {
  const m = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : src.replace(/^.*\/app\//, "app/");
  groups.set(key, (groups.get(key) ?? "") + text);
}
const total = gzipSync(code, { level: 9 }).length;
console.log("total gzip", (total / 1024).toFixed(1));
for (const [k, t] of [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, 40))
  console.log(k.padEnd(50), (t.length / 1024).toFixed(1).padStart(7), "raw", (gzipSync(t, { level: 9 }).length / 1024).toFixed(1).padStart(6), "gz");
