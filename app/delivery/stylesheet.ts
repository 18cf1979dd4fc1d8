/** The id of the page's inline stylesheet (its critical CSS, ./document-head.tsx). */
export const STYLESHEET_ID = "site-css";

/** The attribute of that element naming the whole stylesheet's file (./build/critical-css.ts). */
export const WHOLE_STYLESHEET_ATTRIBUTE = "data-href";
