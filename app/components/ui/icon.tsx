import type { SVGProps } from "react";

import type { IconName } from "./icons";

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** One of the site's icons (./icons.ts). */
  name: IconName;
};

/**
 * An icon of the site's sprite (./icon-sprite.ts), hidden from assistive technology (the control
 * or text beside it names it). It names its symbol in the page, which the page's module brings in
 * once the page has painted (./icon-sprite.behaviour.ts); until then, and without JavaScript, its
 * box stays empty at its size. The few icons of the first paint are `<DrawnIcon>`s. The page's own
 * rules size and colour it; no class of its own is written, as every byte counts in the page's
 * first round trip (docs/decisions/065-the-theme-list-is-html.md).
 */
export function Icon({ name, ...props }: Props) {
  return (
    <svg width="24" height="24" aria-hidden="true" {...props}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** The id of an icon's symbol in the page: prefixed, so that no section's id can be the same. */
export const symbolId = (name: IconName) => `i-${name}`;
