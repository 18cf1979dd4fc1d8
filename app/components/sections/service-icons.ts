import { Boxes, MonitorPlay, Palette, Rocket, Smartphone, Globe, type IconNode } from "lucide";

import type { serviceIconNames } from "~/content/schema";

/** The icons a service may name (its `icon` field); a name without a drawing does not compile. */
export const serviceIcons: Record<(typeof serviceIconNames)[number], IconNode> = {
  smartphone: Smartphone,
  globe: Globe,
  palette: Palette,
  "monitor-play": MonitorPlay,
  boxes: Boxes,
  rocket: Rocket,
};
