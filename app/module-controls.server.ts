// What the behaviours of the page module (`*.behaviour.ts`, app/entry.client.tsx) answer a click
// on, each its `held`: until the module has run, the head's script holds such a click for it.
// Read at prerender only (root's loader), so the browser's build does not bundle the behaviours
// twice.
export const moduleControls = Object.values(
  import.meta.glob<{ held?: string }>("./components/**/*.behaviour.ts", { eager: true }),
).flatMap(({ held }) => held ?? []);
