// The parser compiles and runs each inline script as a task of its own before it can paint, and
// Lighthouse's simulation counts that work four times over. A page's scripts come in two runs of
// neighbours: the site's own in the head (the remembered-language redirect, the early-click
// catcher), and React Router's and the module loader's at the end of the body. With each run's
// code in one script, a page paints 20–40 ms sooner (docs/decisions/028).
//
// The first script of a run takes the code of the run, and the others stay, empty: React hydrates
// the whole document and expects every script element it rendered, and a browser runs nothing
// for an empty script (nor asks the policy about it). Scripts that stand next to each other run
// one after the other at the same point of the page anyway, so this changes no order. Each keeps
// its own `try`: one that throws (storage refused, say) still lets the others run, and its error
// is reported as it was. A declaration at a script's top level would become local to its block;
// the scripts joined here set `window` properties and declare nothing at their top level.

/** An inline classic script (no attributes: not JSON-LD, not a module, not a file). */
const SCRIPT = "<script>((?:(?!</script>)[\\s\\S])*)</script>";
/** Two or more of them with nothing between (white space would be a node React hydrates). */
const NEIGHBOURS = new RegExp(`${SCRIPT}(?:${SCRIPT})+`, "g");

/** Code that, like a script of its own, reports an error without stopping what follows. */
export const isolated = (code: string) => `try{${code}\n}catch(e){setTimeout(()=>{throw e})}`;

/** The page with each run of neighbouring inline scripts' code in the first of them. */
export function joinScripts(html: string): string {
  return html.replace(NEIGHBOURS, (run) => {
    const bodies = [...run.matchAll(new RegExp(SCRIPT, "g"))].map((m) => m[1]!);
    const joined = bodies
      .filter((body) => body !== "")
      .map(isolated)
      .join("\n");
    return `<script>${joined}</script>${"<script></script>".repeat(bodies.length - 1)}`;
  });
}
