// The layer's one setting: `DELIVERY_LAYER=off npm run build` builds the site from React Router's
// own output (README.md beside ../index.ts tells what stays and what goes).
const value = process.env.DELIVERY_LAYER ?? "on";
if (value !== "on" && value !== "off") {
  throw new Error(`DELIVERY_LAYER is "${value}": expected "on" (the default) or "off"`);
}

export const DELIVERY_LAYER_ON = value === "on";
