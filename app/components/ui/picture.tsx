import type { ComponentProps } from "react";

import type { LocalizedPicture } from "~/content/localize";
import { cn } from "~/lib/cn";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height" | "fetchPriority"> & {
  picture: LocalizedPicture;
  /**
   * The page's opening picture, the largest thing on a phone's first screen: loaded at once and
   * first (`fetchPriority="high"`, no lazy loading).
   */
  opening?: boolean;
};

/** A content image with its intrinsic size set, so nothing moves while it loads. */
export function Picture({ picture, className, opening = false, loading, ...props }: Props) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={loading ?? (opening ? "eager" : "lazy")}
      decoding="async"
      className={cn("h-auto w-full", className)}
      {...(opening && { fetchPriority: "high" })}
      {...props}
    />
  );
}
