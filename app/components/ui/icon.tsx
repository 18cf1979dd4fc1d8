import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** A Lucide drawing (`import { Mail } from "lucide"`). */
  icon: IconNode;
};

/**
 * A Lucide icon, hidden from assistive technology (the control or text beside it names it). The
 * page's own rules size and colour it; no class of its own is written, as every byte counts in
 * the page's first round trip (docs/decisions/065-the-theme-list-is-html.md).
 */
export function Icon({ icon, ...props }: Props) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
