/** Replaced at build time by Vite (`define` in vite.config.ts). */
declare const __BUILD_YEAR__: number;

// A TypeScript module of app/delivery/inline/, compiled to a function expression's text
// (app/delivery/steps/inline-scripts.ts).
declare module "*?inline-script" {
  const compiled: string;
  export default compiled;
}

/** Whether the delivery layer is on (app/delivery/steps/switch.ts), replaced at build time. */
declare const __DELIVERY_LAYER_ON__: boolean;

// Every part of the interface strings, per language, as a loader (vite.config.ts).
declare module "virtual:message-part-files" {
  const files: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default files;
}
