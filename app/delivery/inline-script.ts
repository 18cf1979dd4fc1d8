// An inline script is a TypeScript module exporting one function and importing nothing, compiled
// and minified at build time (`import code from "./<name>.inline.ts?inline-script"`,
// ./build/inline-scripts.ts) and called with its arguments as JSON in the head's one script
// (./document-head.tsx), which the page's policy allows by its hash.

type Argument =
  string | number | boolean | null | readonly Argument[] | { readonly [key: string]: Argument };

/** The text of an inline script that calls a compiled function with these arguments. */
export function scriptCall(compiled: string, ...args: Argument[]): string {
  // `<` escaped, so no value can close the script element.
  return `(${compiled})(${args.map((a) => JSON.stringify(a).replaceAll("<", "\\u003c")).join(",")})`;
}
