import type { SVGProps } from "react";
import iconSprite from "virtual:icon-sprite";

import type { IconName } from "./icons";

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** One of the site's icons (./icons.ts). */
  name: IconName;
};

/**
 * An icon of the site's sprite (./icon-sprite.ts), hidden from assistive technology (the control
 * or text beside it names it). The page's own rules size and colour it; no class of its own is
 * written, as every byte counts in the page's first round trip
 * (docs/decisions/065-the-theme-list-is-html.md).
 */
export function Icon({ name, ...props }: Props) {
  return (
    <svg width="24" height="24" aria-hidden="true" {...props}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
