// `npm run translations`: what each language lacks, and what its readers must see again. For
// every content entry and language: what is not translated, and what English changed after the
// language's last change (from git, and the working tree for what is not committed yet). An edit
// made at /admin in English therefore shows here until each language follows it. Then, per
// language, the entries and interface strings whose text changed since its editor's last
// sign-off (docs/glossary/signoff.json). Exits 0: this is a list to work from, not a test.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

import { fromRoot, messagesFile } from "../../app/i18n/locale-files.ts";
import { defaultLocale, type Locale, locales } from "../../app/i18n/locales.ts";
import { textLeaves } from "../../app/i18n/text-leaves.ts";

const root = join(import.meta.dirname, "../..");
const contentDir = join(root, "app/content");
const SIGNOFF_FILE = "docs/glossary/signoff.json";
// From the one list of languages, so that a language added there is reported here too.
const translated = locales.filter((l) => l !== defaultLocale);

// Quiet: a file missing at a commit is an answer here (`textAt`), not an error to print.
const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: "pipe" });
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

/**
 * The texts a reader must see again: each text now that differs from the signed-off one or was
 * not there (`signedOff` is undefined for a file or block that did not exist then). A text removed
 * since is not listed: there is nothing left to read.
 */
export function changedTexts(signedOff: unknown, now: unknown): string[] {
  const then = leaves(signedOff);
  return textLeaves(now)
    .filter(([path, text]) => then.get(path) !== text)
    .map(([path]) => path);
}

/**
 * An editor's reading of one language: the day, the commit whose texts were read, who, and their
 * grades of what they read (out of 10) with the errors they found.
 */
type Signoff = {
  date: string;
  commit: string;
  by: string;
  fluency?: number;
  accuracy?: number;
  errors?: number;
};

/** A file's text at a commit, or undefined where that commit has no such file. */
function textAt(commit: string, path: string): string | undefined {
  try {
    return git("show", `${commit}:${path}`);
  } catch {
    return undefined;
  }
}

/**
 * The strings a message file's source exports. The source may be an old commit's, so a copy is
 * run from a folder of its own; the file's only import is a type, which Node drops.
 */
async function messagesIn(source: string): Promise<unknown> {
  const dir = mkdtempSync(join(tmpdir(), "messages-"));
  try {
    writeFileSync(join(dir, "messages.mts"), source);
    const url = pathToFileURL(join(dir, "messages.mts")).href;
    return ((await import(url)) as { default: unknown }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => test(name) && !name.includes("schema"))
    .map((name) => join(dir, name))
    .sort();
}

const jsonFiles = () => files(contentDir, (n) => n.endsWith(".json") && !n.startsWith("cards"));
const markdownFiles = () => files(contentDir, (n) => n.endsWith("index.en.md"));

/** What the pages show in English where a language is not translated yet. */
const NOT_TRANSLATED = "not translated: its pages show the English text (noindex)";

/**
 * What a language lacks of a content file with every language inside: the whole entry, when its
 * block is missing, or the fields its block leaves empty.
 */
export function untranslatedFields(file: Record<string, unknown>, language: string): string[] {
  if (file[language] === undefined) return [`${language}: ${NOT_TRANSLATED}`];
  const translatable = [...leaves(file.en)].filter(([, text]) => /\p{L}/u.test(text));
  const block = leaves(file[language]);
  // Only fields a language has at all are translated fields; the others are shared.
  return translatable
    .filter(
      ([field]) =>
        [...block.keys()].some((k) => k.split(".")[0] === field.split(".")[0]) &&
        !block.get(field)?.trim(),
    )
    .map(([field]) => `${language}: ${field} not translated`);
}

/** Content files with every language inside: a language's block against English's. */
function jsonReport(file: string): string[] {
  const history = versions(file);
  const blockOf = (language: string) => (text: string) =>
    (JSON.parse(text) as Record<string, unknown>)[language];
  const now = JSON.parse(history[0]!.text) as Record<string, unknown>;
  // A file of one language (the home page's selection) has nothing to translate.
  if (now.en === undefined) return [];
  return translated.flatMap((language) => {
    const out = untranslatedFields(now, language);
    if (now[language] === undefined) return out;
    const block = leaves(now[language]);
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
}

/** Long texts: one Markdown file per language beside the English one. */
function markdownReport(english: string): string[] {
  const englishHistory = versions(english);
  return translated.flatMap((language) => {
    const file = english.replace(/\.en\.md$/, `.${language}.md`);
    if (!existsSync(file)) {
      // An article is published in the languages it is written in; a page shows English.
      const article = english.includes(`${join("content", "articles")}/`);
      return [`${language}: ${article ? "not translated: not published in it" : NOT_TRANSLATED}`];
    }
    const own = versions(file)[0]!.when;
    const englishLast = lastChange(englishHistory, (t) => t)!.when;
    return englishLast > own
      ? [`${language}: English changed ${day(englishLast)}, after ${language} (${day(own)})`]
      : [];
  });
}

/**
 * A language's entries whose text changed since the commit its editor read, each with the fields
 * or keys that changed; a Markdown file is one text, without a name. A translation not written
 * yet is left to the report above.
 */
async function changedSince(language: Locale, commit: string) {
  const changed: { path: string; texts: string[] }[] = [];
  const note = (path: string, then: unknown, now: unknown) => {
    const texts = changedTexts(then, now);
    if (texts.length) changed.push({ path, texts: texts.filter(Boolean) });
  };
  for (const file of jsonFiles()) {
    const path = relative(root, file);
    const blockOf = (text: string | undefined) =>
      text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>)[language];
    note(path, blockOf(textAt(commit, path)), blockOf(readFileSync(file, "utf8")));
  }
  for (const english of markdownFiles()) {
    const file = english.replace(/\.en\.md$/, `.${language}.md`);
    const path = relative(root, file);
    if (existsSync(file)) note(path, textAt(commit, path), readFileSync(file, "utf8"));
  }
  const path = fromRoot(messagesFile(language));
  const then = textAt(commit, path);
  note(
    path,
    then === undefined ? undefined : await messagesIn(then),
    await messagesIn(readFileSync(join(root, path), "utf8")),
  );
  return changed;
}

const entryCount = (n: number) => (n === 0 ? "none" : n === 1 ? "1 entry" : `${n} entries`);

/** Per language, what changed since its last sign-off, and how many entries that is. */
async function signoffReport(): Promise<string[]> {
  const signoffs = JSON.parse(readFileSync(join(root, SIGNOFF_FILE), "utf8")) as Partial<
    Record<Locale, Signoff>
  >;
  const lines: string[] = [];
  const counts: string[] = [];
  for (const language of translated) {
    const signoff = signoffs[language];
    if (!signoff) {
      lines.push(`${language}: no sign-off in ${SIGNOFF_FILE}`);
      counts.push(`${language} never signed off`);
      continue;
    }
    const short = signoff.commit.slice(0, 7);
    // A shallow clone may lack the commit: every text would then look changed.
    try {
      git("cat-file", "-e", `${signoff.commit}^{commit}`);
    } catch {
      lines.push(`${language}: the signed-off commit ${short} is not in this clone`);
      counts.push(`${language} unknown`);
      continue;
    }
    const since = `changed since the sign-off of ${signoff.date} (${short})`;
    const changed = await changedSince(language, signoff.commit);
    for (const { path, texts } of changed) {
      lines.push(`${language}: ${path} ${since}${texts.length ? `: ${texts.join(", ")}` : ""}`);
    }
    counts.push(`${language} ${entryCount(changed.length)}`);
  }
  const total = `Changed since sign-off (${SIGNOFF_FILE}): ${counts.join(", ")}.`;
  return lines.length ? [...lines, "", total] : [total];
}

async function main() {
  const lines: string[] = [];
  let entries = 0;
  let upToDate = 0;
  const report = (name: string, problems: string[]) => {
    entries++;
    if (problems.length) lines.push(name, ...problems.map((p) => `  ${p}`));
    else upToDate++;
  };
  for (const file of jsonFiles()) report(relative(root, file), jsonReport(file));
  for (const english of markdownFiles()) {
    report(relative(root, english).replace(/index\.en\.md$/, ""), markdownReport(english));
  }

  console.log(lines.length ? lines.join("\n") : "Every entry is translated and up to date.");
  console.log(`\n${entries} entries; ${upToDate} up to date in ${translated.join(", ")}.`);
  console.log(`\n${(await signoffReport()).join("\n")}`);
}

if (import.meta.main) await main();
