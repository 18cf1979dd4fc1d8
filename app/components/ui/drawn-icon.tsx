import { createElement, type SVGProps } from "react";

import { icons, type IconName } from "./icons";

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * An icon drawn in the page itself, for the few the first paint shows: the header's (and its
 * menu's, which opens before the module has come), "Let's Talk!", the hero's. Every other icon is
 * an `<Icon>`, which the page's module brings in once the page has painted
 * (./icon-sprite.behaviour.ts). Only for components the prerender alone renders: an island
 * importing it would carry Lucide's drawings to the browser (pages.built.test.ts checks that none
 * does).
 */
export function DrawnIcon({ name, ...props }: Props) {
  return (
    // In the order of `<Icon>`'s attributes, which the compression then finds again: 40 bytes less.
    <svg
      width="24"
      height="24"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {icons[name].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
