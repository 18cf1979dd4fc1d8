import type { ComponentProps } from "react";

import type { LocalizedPicture } from "~/content/localize";
import { cn } from "~/lib/cn";

type Props = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  picture: LocalizedPicture;
};

/** A content image with its intrinsic size set, so nothing moves while it loads. */
export function Picture({ picture, className, loading = "lazy", ...props }: Props) {
  return (
    <img
      data-slot="picture"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={loading}
      decoding="async"
      className={cn("h-auto w-full", className)}
      {...props}
    />
  );
}
