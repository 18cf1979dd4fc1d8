/**
 * What a page's inline hydration data holds in place of a prose body its HTML already carries
 * (scripts/build/hydration-data.ts); `Prose` then keeps the prerendered markup.
 */
export const PRERENDERED_BODY = "[prerendered]";
