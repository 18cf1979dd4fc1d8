import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { Icon } from "~/components/ui/icon";
import type { serviceIconNames } from "~/content/schema";

import { serviceIcons } from "./service-icons";

/**
 * A service's icon as SVG markup, drawn at build time for its page's data: the page shows one
 * icon, and its script need not carry the drawings of all six.
 */
export function serviceIconMarkup(name: (typeof serviceIconNames)[number]): string {
  return renderToStaticMarkup(
    createElement(Icon, { icon: serviceIcons[name], className: "size-6" }),
  );
}
