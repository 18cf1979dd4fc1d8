/** Replaced at build time by Vite (`define` in vite.config.ts). */
declare const __BUILD_YEAR__: number;

// An inline script's TypeScript module, compiled to a function expression's text
// (app/delivery/build/inline-scripts.ts).
declare module "*?inline-script" {
  const compiled: string;
  export default compiled;
}

// Every part of the interface strings, per language, as a loader (vite.config.ts).
declare module "virtual:message-part-files" {
  const files: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default files;
}
