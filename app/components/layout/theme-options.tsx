import { Monitor, Moon, Sun } from "lucide-react";

import type { ThemeChoice } from "~/theme/themes";

/** Each choice's picture, in the header's list and the mobile menu. */
export const themeIcons = { light: Sun, dark: Moon, device: Monitor } as const satisfies Record<
  ThemeChoice,
  unknown
>;

/** The name of each choice in the interface strings (their own part, loaded with these parts). */
export const themeLabels = {
  light: "theme.light",
  dark: "theme.dark",
  device: "theme.device",
} as const satisfies Record<ThemeChoice, string>;
