/** Replaced at build time by Vite (`define` in vite.config.ts). */
declare const __BUILD_YEAR__: number;
