// The HTTP headers of the site, shared by `npm start` and the deploy configs' generator.

/** Vite's fingerprinted files never change under the same name; everything else revalidates. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/assets/") || pathname.startsWith("assets/")
    ? "public, max-age=31536000, immutable"
    : "no-cache";
}

export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;
