// Everything the build steps read of the HTML React Router prerenders, in one place. The steps
// find each part through `findParts`, on every page of every build, so a React Router upgrade that
// changes its markup fails the build here, with the step that reads the part and what it expected
// (react-router-markup.test.ts changes each part in a copy of a real page).

/** A part of React Router's markup, the build step that reads it, and what that step expects. */
type Part = { step: string; pattern: RegExp; expected: string };

/** A JavaScript string literal, as React Router writes its hydration data. */
const LITERAL = String.raw`"(?:[^"\\]|\\.)*"`;

export const reactRouterParts = {
  /** The module downloads `<Scripts>` starts from the page: group 1 is the address. */
  modulePreload: {
    step: "defer-scripts",
    pattern: /<link rel="modulepreload" href="([^"]+)"[^>]*>/g,
    expected: '<link rel="modulepreload" href="…"> for each module of the page',
  },
  /** The entry script that imports the modules and hydrates: group 1 is its code. */
  moduleScript: {
    step: "defer-scripts",
    pattern: /<script type="module" async="">((?:(?!<\/script>)[\s\S])*)<\/script>/g,
    expected: 'one <script type="module" async=""> holding the entry code',
  },
  /** `<ScrollRestoration>`'s script: group 1 is its code. */
  scrollRestoration: {
    step: "defer-scripts",
    pattern: /<script>(\(\(storageKey, restoreKey\) => \{(?:(?!<\/script>)[\s\S])*)<\/script>/g,
    expected: "one <script> starting ((storageKey, restoreKey) => {",
  },
  /** The context script that opens the stream of hydration data: group 1 is its code. */
  context: {
    step: "defer-scripts",
    pattern: /<script>(window\.__reactRouterContext = (?:(?!<\/script>)[\s\S])*)<\/script>/g,
    expected: "one <script> starting window.__reactRouterContext = ",
  },
  /** The hydration data, pushed into that stream and then closed: group 1 is a script's code. */
  data: {
    step: "external-data",
    pattern: new RegExp(
      String.raw`<script>(window\.__reactRouterContext\.streamController\.(?:enqueue\(${LITERAL}\)|close\(\));)<\/script>`,
      "g",
    ),
    expected:
      '<script>window.__reactRouterContext.streamController.enqueue("…");</script> elements, the last one calling close()',
  },
} satisfies Record<string, Part>;

export type PartName = keyof typeof reactRouterParts;

/**
 * The matches of a part in a page, at least `min` and at most `max` of them. Anything else fails
 * the build with the step that reads the part, what it expected and how many it found.
 */
export function findParts(
  html: string,
  name: PartName,
  { min = 1, max = Infinity }: { min?: number; max?: number } = {},
): RegExpExecArray[] {
  const { step, pattern, expected } = reactRouterParts[name];
  const found = [...html.matchAll(pattern)];
  if (found.length < min || found.length > max) {
    throw new Error(
      `${step}: React Router's markup changed: expected ${expected} (${name}), found ${found.length}`,
    );
  }
  return found;
}
