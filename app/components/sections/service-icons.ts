import {
  Boxes,
  MonitorPlay,
  Palette,
  Rocket,
  Smartphone,
  Globe,
  type LucideIcon,
} from "lucide-react";

import type { ServiceId } from "~/content/services";

/** Each service's icon; a service without one does not compile. */
export const serviceIcons: Record<ServiceId, LucideIcon> = {
  "mobile-development": Smartphone,
  "web-development": Globe,
  design: Palette,
  "tv-streaming": MonitorPlay,
  "system-architecture": Boxes,
  "product-launch": Rocket,
};
