// Shared by both halves of the layer: the prerender writes the head's scripts with it, the build
// steps the module loader. The compiled functions come from ./steps/inline-scripts.ts.

/** Code passed as a function argument to an inline script, run when the script calls it. */
export class ScriptFunction {
  readonly body: string;
  constructor(body: string) {
    this.body = body;
  }
}

type Argument =
  | string
  | number
  | boolean
  | null
  | ScriptFunction
  | readonly Argument[]
  | { readonly [key: string]: Argument };

function serialize(value: Argument): string {
  if (value instanceof ScriptFunction) return `function(){${value.body}\n}`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, Argument>);
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${serialize(v)}`).join(",")}}`;
  }
  // `<` escaped, so no value can close the script element.
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** The text of an inline script that calls a compiled function with these arguments. */
export function scriptCall(compiled: string, ...args: Argument[]): string {
  return `(${compiled})(${args.map(serialize).join(",")})`;
}
