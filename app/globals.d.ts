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
