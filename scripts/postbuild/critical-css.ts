// Each page keeps, of the site's inline stylesheet, only the rules its own HTML uses (Beasties
// decides which): fewer bytes before the first paint. The whole stylesheet follows after
// hydration (app/root.tsx), for what client navigation and opened menus render. Only the
// stylesheet's text is taken from Beasties' output: the rest of the page stays byte for byte
// as React Router wrote it.
import Beasties from "beasties";

const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  fonts: false,
  // Every @keyframes stays: a rule the page uses may name one, and the whole stylesheet arriving
  // later must not start an animation the first paint skipped.
  keyframes: "all",
  logLevel: "warn",
});

const STYLE = /(<style id="site-css">)([\s\S]*?)(<\/style>)/;

export async function keepUsedCss(html: string): Promise<string> {
  const full = STYLE.exec(html);
  if (!full) throw new Error('critical-css: no <style id="site-css"> in the page');
  const used = STYLE.exec(await beasties.process(html))?.[2];
  if (used === undefined) throw new Error("critical-css: the stylesheet went missing");
  return html.replace(
    STYLE,
    (_, open: string, _css: string, close: string) => `${open}${used}${close}`,
  );
}
