// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "vitest";

// Every repository path the prose names must exist: the READMEs, the pages of docs/, the decision
// records in force (not the archived ones, which are history), and the comments in the code.
// A folder must be a folder, a file a file. A moved or renamed file fails here, with the line
// that still names its old place.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const CONFIGS = [
  "vite.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
  "eslint.config.js",
  "knip.config.ts",
  "react-router.config.ts",
];

/** Repository-relative paths of the files under `folder` (skipping `node_modules`). */
function filesUnder(folder: string): string[] {
  const entries = readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => !file.split("/").includes("node_modules"));
}

function scannedFiles(): string[] {
  const markdown = [
    "README.md",
    ...["app", "scripts", "tests", "docs"].flatMap((folder) =>
      filesUnder(folder).filter((file) => file.endsWith("/README.md")),
    ),
    ...filesUnder("docs").filter((file) => /^docs\/(decisions\/)?[^/]+\.md$/.test(file)),
  ].filter((file) => !file.startsWith("docs/decisions/archive/"));
  const code = [
    ...filesUnder("app").filter((file) => /\.(ts|tsx|css)$/.test(file)),
    ...["scripts", "tests"].flatMap((folder) =>
      filesUnder(folder).filter((file) => file.endsWith(".ts")),
    ),
    ...CONFIGS,
  ];
  return [...new Set([...markdown, ...code])].sort();
}

interface Comment {
  line: number;
  text: string;
}

/**
 * The comments of a source file, one entry per line they cover. Strings, template literals and
 * regular expressions are skipped, so a `//` inside them is not taken for a comment. CSS has only
 * block comments.
 */
function commentsOf(source: string, css = false): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let i = 0;
  // Open template literals, each with the depth of `${` braces open inside it.
  const templates: number[] = [];
  // The last character that was not a space or a comment, to tell a regex from a division.
  let previous = "";

  const push = (start: number, end: number, startLine: number) => {
    source
      .slice(start, end)
      .split("\n")
      .forEach((text, offset) => comments.push({ line: startLine + offset, text }));
  };
  const skipQuoted = (quote: string) => {
    i++;
    while (i < source.length && source[i] !== quote && source[i] !== "\n") {
      if (source[i] === "\\" && source[i + 1] === "\n") line++;
      if (source[i] === "\\") i++;
      i++;
    }
    if (source[i] === quote) i++;
  };
  const skipTemplateText = (): string => {
    // From inside a template literal up to its end, or to a `${` (where an expression starts).
    while (i < source.length) {
      const char = source[i];
      if (char === "\\") {
        if (source[i + 1] === "\n") line++;
        i += 2;
        continue;
      }
      if (char === "\n") line++;
      if (char === "`") {
        i++;
        templates.pop();
        return "`";
      }
      if (char === "$" && source[i + 1] === "{") {
        i += 2;
        templates[templates.length - 1] = 1;
        return "{";
      }
      i++;
    }
    return "`";
  };

  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === "\n") {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end;
      push(i + 2, stop, line);
      line += source.slice(i, stop).split("\n").length - 1;
      i = stop + 2;
      continue;
    }
    if (css) {
      if (char === '"' || char === "'") skipQuoted(char);
      else i++;
      continue;
    }
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      push(i + 2, stop, line);
      i = stop;
      continue;
    }
    if (char === '"' || char === "'") {
      skipQuoted(char);
      previous = char;
      continue;
    }
    if (char === "`") {
      i++;
      templates.push(0);
      previous = skipTemplateText();
      continue;
    }
    if (templates.length > 0 && templates.at(-1)! > 0) {
      if (char === "{") templates[templates.length - 1]!++;
      if (char === "}" && --templates[templates.length - 1]! === 0) {
        i++;
        previous = skipTemplateText();
        continue;
      }
    }
    if (char === "/" && (previous === "" || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      // A regular expression literal.
      i++;
      let inClass = false;
      while (i < source.length && source[i] !== "\n") {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        else if (source[i] === "/" && !inClass) break;
        i++;
      }
      if (source[i] === "/") i++;
      previous = "/";
      continue;
    }
    // A word: a keyword such as `return` may come before a regular expression.
    const word = /^[\w$]+/.exec(source.slice(i, i + 64));
    if (word) {
      i += word[0].length;
      previous = /^(return|typeof|case|in|of|void|delete|throw|else|do|await|yield)$/.test(word[0])
        ? "("
        : "a";
      continue;
    }
    previous = char;
    i++;
  }
  return comments;
}

/** The path characters; globs and placeholders are kept in, so such a token can be set aside. */
const PATH_CHARS = String.raw`[\w.\-/@+~*<>{}…]`;
const TOKEN = new RegExp(
  String.raw`(?<![\w./\-~@])(?:(?:app|scripts|tests|docs|public|deploy|\.ci)/|\.\.?/)` +
    `${PATH_CHARS}*`,
  "g",
);
const LINK = /\]\(\s*<?([^)\s>]+)/g;
const PLACEHOLDER = /[*<>{}…]|NNN/;

/** A token without the punctuation of the sentence around it. */
function trimmed(token: string): string {
  let path = token;
  while (/[.,:;`'")]$/.test(path)) path = path.slice(0, -1);
  return path;
}

interface Mention {
  line: number;
  /** As written. */
  token: string;
  /** Relative to the repository root, `/` at the end for a folder. */
  path: string;
}

/** The repository paths a file names: in its lines if Markdown, else in its comments. */
function mentionsIn(file: string, text: string): Mention[] {
  const markdown = file.endsWith(".md");
  const lines = markdown
    ? text.split("\n").map((line, index) => ({ line: index + 1, text: line }))
    : commentsOf(text, file.endsWith(".css"));
  const folder = posix.dirname(file);
  const mentions: Mention[] = [];
  const add = (line: number, token: string, relativeTo: string) => {
    const path = trimmed(token.replace(/#.*$/, ""));
    if (path === "" || PLACEHOLDER.test(path)) return;
    const resolved = posix.normalize(posix.join(relativeTo, path));
    if (resolved === "build" || resolved.startsWith("build/")) return;
    const folderOnly = path.endsWith("/") || path === "." || path === "..";
    mentions.push({ line, token, path: resolved.replace(/\/$/, "") + (folderOnly ? "/" : "") });
  };
  for (const { line, text: content } of lines) {
    for (const match of content.matchAll(TOKEN)) {
      const token = match[0];
      const local = token.startsWith("./") || token.startsWith("../");
      // Relative tokens count in comments only; in Markdown, links say what is relative.
      if (local && markdown) continue;
      // A link's target is read below, against the file's folder.
      if (markdown && content.slice(0, match.index).endsWith("](")) continue;
      add(line, token, local ? folder : ".");
    }
    if (!markdown) continue;
    for (const match of content.matchAll(LINK)) {
      const target = match[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("#")) continue;
      if (target.startsWith("/")) add(line, target.slice(1), ".");
      else add(line, target, folder);
    }
  }
  return mentions;
}

/** The mentions in `text` (the content of `file`) of paths the repository does not hold. */
function missingIn(file: string, text: string, root = ROOT): string[] {
  return mentionsIn(file, text)
    .filter(({ path }) => !exists(root, path))
    .map(({ line, path }) => `${file}:${line}: ${path}`);
}

function exists(root: string, path: string): boolean {
  if (path.startsWith("../")) return false;
  // `docs/decisions/003` names a record by its number.
  const record = /^(docs\/decisions(?:\/archive)?)\/(\d{3})$/.exec(path);
  if (record) {
    const [, folder, number] = record;
    return readdirSync(join(root, folder!)).some((name) => name.startsWith(`${number}-`));
  }
  const folder = path.endsWith("/");
  const name = path.replace(/\/$/, "").split("/").at(-1) ?? "";
  // A name with an extension is a file; a name without one may be either.
  const file = !folder && /[^.]\.[A-Za-z0-9]+$/.test(name);
  try {
    const stats = statSync(join(root, path));
    if (folder) return stats.isDirectory();
    if (file) return stats.isFile();
    return true;
  } catch {
    return false;
  }
}

test("every repository path in the docs, the READMEs, the live records and the comments exists", () => {
  const missing = scannedFiles().flatMap((file) =>
    missingIn(file, readFileSync(join(ROOT, file), "utf8")),
  );
  expect(missing).toEqual([]);
});

test("the checker reports a missing path in Markdown and in a comment, and passes the rest", () => {
  const markdown = [
    "# Notes",
    "",
    "The list is in `app/site-pages.ts`; the old one was in `app/pages-gone.ts`.",
    "See [the delivery layer](../app/delivery/README.md) and [gone](./gone.md#top),",
    "[a site](https://example.com/docs/x.md), [here](#top), `app/routes/*.tsx`, `build/client/`,",
    "and `docs/decisions/NNN-title.md`; records docs/decisions/003 and docs/decisions/999.",
    "The folder `app/site-pages.ts/` is a file, and `scripts/README.md` is right.",
  ].join("\n");
  expect(missingIn("docs/fake.md", markdown)).toEqual([
    "docs/fake.md:3: app/pages-gone.ts",
    "docs/fake.md:4: docs/gone.md",
    "docs/fake.md:6: docs/decisions/999",
    "docs/fake.md:7: app/site-pages.ts/",
  ]);

  const code = [
    'const url = "https://example.com/app/x.ts"; // The pages: app/site-pages.ts.',
    'const pattern = /["/]app\\/nowhere\\.ts/; // Once (./missing-sibling.ts), now in ./cn.ts',
    "/* The styles, in app/styles/app.css; the primitives in",
    "   app/components/ui/gone-folder/. */",
    "const text = `// app/not-a-comment.ts ${'/* app/nor-this.ts */'}`;",
    'const path = `/${/"\\/(app\\/[^"]+)"/.exec(text)![1]}`; // See app/gone-after-a-regex.ts.',
  ].join("\n");
  expect(missingIn("app/lib/fake.ts", code)).toEqual([
    "app/lib/fake.ts:2: app/lib/missing-sibling.ts",
    "app/lib/fake.ts:4: app/components/ui/gone-folder/",
    "app/lib/fake.ts:6: app/gone-after-a-regex.ts",
  ]);

  expect(
    missingIn("app/styles/fake.css", "a { b: url(//x/app/y.css) }\n/* app/gone.css */"),
  ).toEqual(["app/styles/fake.css:2: app/gone.css"]);
});
