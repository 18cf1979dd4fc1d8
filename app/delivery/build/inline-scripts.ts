// The page's inline scripts are TypeScript modules kept with their feature, named
// `<name>.inline.ts`, each exporting one function and importing nothing, typed, linted and tested
// like the rest. Imported as `./<name>.inline.ts?inline-script`, each is compiled and minified into
// a function expression.
import { readFile } from "node:fs/promises";

import { minifySync, transformWithOxc, type Plugin } from "vite";

const QUERY = "?inline-script";
const EXPORT = "export default function";

/**
 * The module's default export as a minified function expression. Fails, naming the file, on a
 * module that imports something or exports more than its one function: the script's text must
 * be whole.
 */
export async function compileScript(file: string): Promise<string> {
  if (!file.endsWith(".inline.ts"))
    throw new Error(`${file}: an inline script is named <name>.inline.ts, as the page inlines it`);
  const source = await readFile(file, "utf8");
  const { code } = await transformWithOxc(source, file, { lang: "ts" });
  const { code: minified, errors } = minifySync(file.replace(/\.ts$/, ".js"), code, {
    module: true,
  });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const body = minified.trim().replace(/;$/, "");
  if (!body.startsWith(EXPORT) || /\b(import|export)\b/.test(body.slice(EXPORT.length))) {
    throw new Error(
      `${file}: an inline script exports one function and imports nothing (compiled: ${body.slice(0, 80)}…)`,
    );
  }
  // Anonymous: the script calls the expression at once, and the name is bytes of every page.
  return body.slice("export default ".length).replace(/^function \w+\(/, "function(");
}

/** Vite plugin: `import code from "./<name>.inline.ts?inline-script"` gives its compiled text. */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    async load(id) {
      if (!id.endsWith(QUERY)) return;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return { code: `export default ${JSON.stringify(await compileScript(file))};`, map: null };
    },
  };
}
