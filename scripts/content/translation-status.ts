// `npm run translations`: what each language lacks. For every content entry and language: what
// is not translated, and what English changed after the language's last change (from git, and
// the working tree for what is not committed yet). An edit made at /admin in English therefore
// shows here until each language follows it. Exits 0: this is a list to work from, not a test.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

import { textLeaves } from "../../app/i18n/text-leaves.ts";

const root = join(import.meta.dirname, "../..");
const contentDir = join(root, "app/content");
const TRANSLATED = ["ar", "zh", "es"] as const;
type Language = (typeof TRANSLATED)[number];

const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A file's versions, newest first: the working tree when it differs from the last commit. */
function versions(file: string): { when: number; text: string }[] {
  const path = relative(root, file);
  const commits = git("log", "--format=%H %ct", "--", path)
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash, when] = line.split(" ");
      return { when: Number(when), text: git("show", `${hash}:${path}`) };
    });
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (commits[0]?.text !== current) commits.unshift({ when: Date.now() / 1000, text: current });
  return commits;
}

/** When `pick` of the file last changed, and the version it changed in. */
function lastChange<T>(history: { when: number; text: string }[], pick: (text: string) => T) {
  const key = (text: string) => JSON.stringify(pick(text) ?? null);
  for (let i = 0; i < history.length; i++) {
    if (i === history.length - 1 || key(history[i]!.text) !== key(history[i + 1]!.text)) {
      return { when: history[i]!.when, text: history[i]!.text };
    }
  }
  return undefined;
}

/** Every string leaf of a value, with its dotted path. */
const leaves = (value: unknown) => new Map(textLeaves(value));

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => test(name) && !name.includes("schema"))
    .map((name) => join(dir, name))
    .sort();
}

const lines: string[] = [];
let entries = 0;
let upToDate = 0;

// Content files with every language inside: a language's block against English's.
for (const file of files(contentDir, (n) => n.endsWith(".json") && !n.startsWith("cards"))) {
  entries++;
  const history = versions(file);
  const blockOf = (language: string) => (text: string) =>
    (JSON.parse(text) as Record<string, unknown>)[language];
  const now = JSON.parse(history[0]!.text) as Record<string, unknown>;
  const translatable = [...leaves(now.en)].filter(([, text]) => /\p{L}/u.test(text));
  const problems = TRANSLATED.flatMap((language: Language) => {
    if (now[language] === undefined) return [];
    const block = leaves(now[language]);
    // Only fields a language has at all are translated fields; the others are shared.
    const missing = translatable.filter(
      ([field]) =>
        [...block.keys()].some((k) => k.split(".")[0] === field.split(".")[0]) &&
        !block.get(field)?.trim(),
    );
    const out = missing.map(([field]) => `${language}: ${field} not translated`);
    const english = lastChange(history, blockOf("en"));
    const own = lastChange(history, blockOf(language));
    if (english && own && english.when > own.when) {
      const then = leaves(blockOf("en")(own.text));
      const changed = [...leaves(now.en)]
        .filter(([field, text]) => block.has(field) && then.get(field) !== text)
        .map(([field]) => field);
      if (changed.length) {
        out.push(
          `${language}: English changed ${day(english.when)}, after ${language} (${day(own.when)}): ${changed.join(", ")}`,
        );
      }
    }
    return out;
  });
  if (problems.length) lines.push(`${relative(root, file)}`, ...problems.map((p) => `  ${p}`));
  else upToDate++;
}

// Long texts: one Markdown file per language beside the English one.
for (const english of files(contentDir, (n) => n.endsWith("index.en.md"))) {
  entries++;
  const englishHistory = versions(english);
  const problems = TRANSLATED.flatMap((language) => {
    const file = english.replace(/\.en\.md$/, `.${language}.md`);
    if (!existsSync(file)) return [`${language}: not translated`];
    const own = versions(file)[0]!.when;
    const englishLast = lastChange(englishHistory, (t) => t)!.when;
    return englishLast > own
      ? [`${language}: English changed ${day(englishLast)}, after ${language} (${day(own)})`]
      : [];
  });
  if (problems.length) {
    lines.push(
      relative(root, english).replace(/index\.en\.md$/, ""),
      ...problems.map((p) => `  ${p}`),
    );
  } else upToDate++;
}

console.log(lines.length ? lines.join("\n") : "Every entry is translated and up to date.");
console.log(`\n${entries} entries; ${upToDate} up to date in ${TRANSLATED.join(", ")}.`);
