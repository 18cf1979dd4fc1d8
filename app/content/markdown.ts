// Long-form content (articles, policies, the About page) is Markdown with YAML front matter. This
// module turns one file into checked data and HTML, at build time only: none of it reaches the
// browser, which receives the finished HTML.
import rehypeHighlight from "rehype-highlight";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

import { localizePath, type Locale } from "../i18n/locales";

import { ContentError, parseFile } from "./schema/fields";

export { ContentError, field } from "./schema/fields";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits a Markdown file into its front matter, checked against `schema`, and its body. Every
 * problem is reported at once, one line each: `<file>: <field>: <what was expected>`.
 */
export function parseContentFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): { data: z.output<Schema>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(`${file}: expected front matter between two "---" lines`);
  let raw: unknown;
  try {
    raw = parseYaml(match[1]!);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ContentError(`${file}: front matter is not valid YAML: ${reason}`);
  }
  const data = parseFile(file, raw ?? {}, schema as z.ZodType<z.output<Schema>>, "front matter");
  return { data, body: source.slice(match[0].length) };
}

/**
 * Replaces `{{name}}` placeholders with values from the site config. An unknown placeholder is a
 * content error rather than a visible `{{typo}}` on a published page.
 */
export function fillPlaceholders(
  file: string,
  text: string,
  values: Readonly<Record<string, string>>,
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new ContentError(
        `${file}: unknown placeholder {{${name}}}; expected one of ${Object.keys(values)
          .map((k) => `{{${k}}}`)
          .join(", ")}`,
      );
    }
    return value;
  });
}

/**
 * Keeps one branch of each `<!-- if flag -->…<!-- else -->…<!-- end -->` block, so a policy can
 * describe what the site does under its current configuration.
 */
export function chooseBranches(
  file: string,
  text: string,
  flags: Readonly<Record<string, boolean>>,
): string {
  const block =
    /<!--\s*if (\w+)\s*-->\r?\n?([\s\S]*?)(?:<!--\s*else\s*-->\r?\n?([\s\S]*?))?<!--\s*end\s*-->\r?\n?/g;
  const out = text.replace(block, (_, flag: string, whenOn: string, whenOff = "") => {
    if (!(flag in flags)) {
      throw new ContentError(
        `${file}: unknown condition "${flag}"; expected one of ${Object.keys(flags).join(", ")}`,
      );
    }
    return flags[flag] ? whenOn : whenOff;
  });
  if (/<!--\s*(if \w+|else|end)\s*-->/.test(out)) {
    throw new ContentError(`${file}: an "if" block is not closed by <!-- end -->`);
  }
  return out;
}

export type RenderedMarkdown = {
  html: string;
  /** The text a reader reads, without markup: for reading time. */
  text: string;
};

/**
 * Markdown to HTML. Headings get ids and become links to themselves; fenced code is highlighted
 * here, so pages ship colours as classes and no highlighter. Raw HTML is refused: content files
 * hold text, and the page's markup stays the components' job.
 */
export function renderMarkdown(file: string, markdown: string): RenderedMarkdown {
  const processor = unified()
    .use(remarkParse)
    // Bold that ends in Chinese punctuation (**品質底線。**核心…) closes without a space after it.
    .use(remarkCjkFriendly)
    .use(() => (tree) => {
      visit(tree, "html", (node: { value: string; position?: { start: { line: number } } }) => {
        // Comments that `chooseBranches` already resolved never reach here; anything left is markup.
        throw new ContentError(
          `${file}: line ${node.position?.start.line ?? "?"}: raw HTML is not allowed in content (${node.value.slice(0, 40)})`,
        );
      });
    })
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(linkHeadingsToThemselves)
    .use(focusableCodeBlocks)
    .use(isolateLeftToRight)
    .use(rehypeHighlight)
    .use(rehypeStringify);
  const tree = processor.parse(markdown);
  const text = plainText(tree);
  const html = processor.stringify(processor.runSync(tree));
  return { html, text };
}

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** `<h2 id="x">Title</h2>` becomes `<h2 id="x"><a href="#x">Title</a></h2>`: a link to share. */
function linkHeadingsToThemselves() {
  return (tree: HastNode) => {
    visit(tree, "element", (node: HastNode) => {
      if (!node.tagName || !/^h[2-6]$/.test(node.tagName)) return;
      const id = node.properties?.id;
      if (typeof id !== "string") return;
      node.children = [
        {
          type: "element",
          tagName: "a",
          properties: { href: `#${id}` },
          children: node.children ?? [],
        },
      ];
    });
  };
}

/** A code block wider than the screen scrolls; keyboard users reach it with Tab to scroll it. */
function focusableCodeBlocks() {
  return (tree: HastNode) => {
    visit(tree, "element", (node: HastNode) => {
      if (node.tagName === "pre") node.properties = { ...node.properties, tabIndex: 0 };
    });
  };
}

/** A phone number, an e-mail address or a URL: left to right in every language. */
const LEFT_TO_RIGHT =
  /\+?\d[\d ().-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s<>]+[^\s<>.,;:!?)]/g;

/**
 * Code, phone numbers, e-mail addresses and URLs read left to right, isolated from the text around
 * them: inside an Arabic sentence "+971 7 226 0142" would otherwise be drawn "0142 226 7 971+".
 */
function isolateLeftToRight() {
  const ltr = (node: HastNode) => (node.properties = { ...node.properties, dir: "ltr" });
  return (tree: HastNode) => {
    visit(tree, "element", (node: HastNode, _, parent?: HastNode) => {
      if (node.tagName === "pre") return void ltr(node);
      if (node.tagName === "code" && parent?.tagName !== "pre") return void ltr(node);
      const only = node.children?.length === 1 ? node.children[0] : undefined;
      if (node.tagName === "a" && only?.type === "text" && wholeMatch(only.value ?? "")) ltr(node);
    });
    visit(tree, "text", (node: HastNode, index, parent?: HastNode) => {
      if (!parent || index === undefined || parent.tagName === "a") return;
      if (parent.tagName === "code" || parent.properties?.dir === "ltr") return;
      const value = node.value ?? "";
      const parts: HastNode[] = [];
      let last = 0;
      for (const match of value.matchAll(LEFT_TO_RIGHT)) {
        parts.push({ type: "text", value: value.slice(last, match.index) });
        parts.push({
          type: "element",
          tagName: "bdi",
          properties: { dir: "ltr" },
          children: [{ type: "text", value: match[0] }],
        });
        last = match.index + match[0].length;
      }
      if (last === 0) return;
      parts.push({ type: "text", value: value.slice(last) });
      const kept = parts.filter((part) => part.type !== "text" || part.value);
      parent.children!.splice(index, 1, ...kept);
      return index + kept.length;
    });
  };
}

function wholeMatch(text: string): boolean {
  return [...text.matchAll(LEFT_TO_RIGHT)].some((m) => m[0] === text.trim());
}

function plainText(tree: unknown): string {
  const parts: string[] = [];
  visit(tree as never, (node: { type: string; value?: unknown }) => {
    if ((node.type === "text" || node.type === "inlineCode") && typeof node.value === "string") {
      parts.push(node.value);
    }
  });
  return parts.join(" ");
}

/**
 * Reading speeds: about 230 words a minute in English, Arabic and Spanish, 255 characters in
 * Chinese.
 */
const WORDS_PER_MINUTE = 230;
const CHINESE_CHARACTERS_PER_MINUTE = 255;

/**
 * Minutes to read a text, at least one. Chinese is counted by characters (it has no spaces
 * between words); any Latin words in it count as words.
 */
export function readingMinutes(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words =
    text.replace(/\p{Script=Han}/gu, " ").match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ??
    0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + han / CHINESE_CHARACTERS_PER_MINUTE));
}

/**
 * Links from a page to the site stay in the page's language: `/zh/services/design` in a Chinese
 * file. `languageOf` tells the language of a site path.
 */
export function checkSiteLinks(
  file: string,
  html: string,
  locale: string,
  languageOf: (path: string) => string,
): void {
  for (const [, href] of html.matchAll(/<a href="(\/[^"]*)"/g)) {
    if (languageOf(href!.replace(/[?#].*$/, "") || "/") !== locale) {
      throw new ContentError(
        `${file}: link ${href}: expected a link to a page in this file's language (${locale})`,
      );
    }
  }
}

/**
 * An English text's HTML as it stands on another language's page while that language's file is
 * missing: its links to the site lead to the pages of the page's language, as a translated file's
 * do (`/services/design` becomes `/zh/services/design`).
 */
export function linksIn(html: string, locale: Locale): string {
  return html.replace(
    /<a href="(\/[^"]*)"/g,
    (_, href: string) => `<a href="${localizePath(href, locale)}"`,
  );
}
