// A page's hydration data repeats every value its loaders returned, so the body of an article,
// a policy or the About story arrived twice: as the page's HTML and again, as a string, in React
// Router's inline data. This step removes the second copy from the HTML page when it equals the
// prose element's content exactly; `Prose` then keeps the markup the page already has. The
// `.data` files that client navigation fetches keep the body (docs/decisions/020).

const ENQUEUE =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** The element `Prose` renders (app/components/ui/prose.tsx), up to the end of its opening tag. */
const PROSE_OPENING = /<div data-slot="prose"[^>]*>/g;

/** React Router's escaping of its inline data (`escapeHtml` in react-router's ssr/markup). */
const escapeScript = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The page without the copies of its prose bodies in its hydration data; `dropped` counts them. */
export function dropPrerenderedBodies(html: string): { html: string; dropped: number } {
  const openings = [...html.matchAll(PROSE_OPENING)].map((m) => ({
    tag: m[0],
    start: m.index + m[0].length,
  }));
  if (openings.length === 0) return { html, dropped: 0 };
  let dropped = 0;
  const out = html.replace(ENQUEUE, (script, literal: string) => {
    const stream = JSON.parse(literal) as string;
    const [first = "", ...rest] = stream.split("\n");
    const values = JSON.parse(first) as unknown[];
    let changed = false;
    for (const [index, value] of values.entries()) {
      if (typeof value !== "string" || value === "") continue;
      const isBody = openings.some(
        ({ start }) =>
          html.startsWith(value, start) && html.startsWith("</div>", start + value.length),
      );
      if (!isBody) continue;
      values[index] = "";
      changed = true;
      dropped++;
    }
    if (!changed) return script;
    const text = [JSON.stringify(values), ...rest].join("\n");
    return `<script>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(text))});</script>`;
  });
  return { html: out, dropped };
}
