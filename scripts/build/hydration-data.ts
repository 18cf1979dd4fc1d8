// A page's hydration data repeats every value its loaders returned, so the body of an article,
// a policy or the About story arrived twice: as the page's HTML and again, as a string, in React
// Router's inline data. This step removes the second copy from the HTML page when it equals the
// prose element's content exactly; `Prose` then keeps the markup the page already has. The
// `.data` files that client navigation fetches keep the body (docs/decisions/020).

import { PRERENDERED_BODY } from "../../app/lib/prerendered-body.ts";

/** A JavaScript string literal, as React Router writes its data. */
const LITERAL = String.raw`"(?:[^"\\]|\\.)*"`;
const STREAM = String.raw`window\.__reactRouterContext\.streamController\.`;

const ENQUEUE = new RegExp(String.raw`<script>${STREAM}enqueue\((${LITERAL})\);<\/script>`, "g");

/**
 * Every script of the page's hydration data, in order: the values pushed into React Router's
 * stream (`enqueue(…)`), then `close()`. Group 1 is the script's text.
 */
export const DATA_SCRIPTS = new RegExp(
  String.raw`<script>(${STREAM}(?:enqueue\(${LITERAL}\)|close\(\));)<\/script>`,
  "g",
);

/** The element `Prose` renders (app/components/ui/prose.tsx), up to the end of its opening tag. */
const PROSE_OPENING = /<div data-slot="prose"[^>]*>/g;

/** React Router's escaping of its inline data (`escapeHtml` in react-router's ssr/markup). */
const escapeScript = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

type InlineData = { values: unknown[]; rest: string[] };

/** The values of one inline data script (its JavaScript string literal), and what follows them. */
export function decodeInlineData(literal: string): InlineData {
  const [first = "", ...rest] = (JSON.parse(literal) as string).split("\n");
  return { values: JSON.parse(first) as unknown[], rest };
}

/** The JavaScript string literal React Router would write for these values. */
export function encodeInlineData({ values, rest }: InlineData): string {
  return escapeScript(JSON.stringify([JSON.stringify(values), ...rest].join("\n")));
}

/** The JavaScript string literals of the page's inline data scripts, in order. */
export function inlineDataLiterals(html: string): string[] {
  return [...html.matchAll(ENQUEUE)].map((m) => m[1]!);
}

/**
 * The page with its inline data scripts passed through `change`, which edits a script's values in
 * place and says whether it did; the scripts it leaves alone are kept byte for byte.
 */
export function changeInlineData(html: string, change: (data: InlineData) => boolean): string {
  return html.replace(ENQUEUE, (script, literal: string) => {
    const data = decodeInlineData(literal);
    if (!change(data)) return script;
    return `<script>window.__reactRouterContext.streamController.enqueue(${encodeInlineData(data)});</script>`;
  });
}

/**
 * The page without the copy of its prose body in its hydration data. Throws when the page has
 * more than one prose element, or one whose content is not in the data: React Router's markup
 * changed, and this step would silently do nothing.
 */
export function dropPrerenderedBodies(html: string): { html: string; dropped: number } {
  const openings = [...html.matchAll(PROSE_OPENING)].map((m) => m.index + m[0].length);
  if (openings.length === 0) return { html, dropped: 0 };
  if (openings.length > 1) throw new Error("hydration-data: more than one prose element");
  const [start] = openings as [number];
  let dropped = 0;
  const out = changeInlineData(html, (data) => {
    const index = data.values.findIndex(
      (value) =>
        typeof value === "string" &&
        value !== "" &&
        html.startsWith(value, start) &&
        html.startsWith("</div>", start + value.length),
    );
    if (index === -1) return false;
    data.values[index] = PRERENDERED_BODY;
    dropped++;
    return true;
  });
  if (dropped === 0) throw new Error("hydration-data: the prose body is not in the page's data");
  return { html: out, dropped };
}
