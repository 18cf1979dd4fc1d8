// The HTTP headers of the site: one table shared by `npm start` and every host's generated
// configuration (scripts/host/host-config.ts).
//
// Pages carry their own Content-Security-Policy in a <meta> element with the hashes of their
// inline scripts (scripts/postbuild/content-security-policy.ts). The header adds what a <meta>
// policy cannot say (frame-ancestors) and what holds for every page; it never repeats a fetch
// directive, since two policies are intersected. Anything that is not a page may load nothing at
// all.

/**
 * What a page may weigh, Brotli-compressed, and still arrive in the first round trip on a fresh
 * connection: 14,600 bytes (ten TCP segments) less 800 bytes of response headers (`npm start`
 * sends about 780 for a page). `npm run size` lists the pages over it.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600 - 800;

/** Vite's fingerprinted files never change under the same name; everything else revalidates. */
export const immutableCache = "public, max-age=31536000, immutable";
const revalidateCache = "no-cache";

function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/assets/") || pathname.startsWith("assets/")
    ? immutableCache
    : revalidateCache;
}

/** Two years, every subdomain. `preload` is opt-in: see docs/deploying.md before adding it. */
const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Headers every response carries, page or not. */
export const securityHeaders = {
  "Strict-Transport-Security": strictTransportSecurity,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** The header policy of an HTML page; the page's <meta> policy holds its fetch directives. */
export function pageHeaderPolicy(): string {
  return [
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    // 'self': the forms post to the site's own intake; mailto: where none runs.
    "form-action 'self' mailto:",
  ].join("; ");
}

/** The policy of every response that is not a page: scripts, styles, images, feeds, the sitemap. */
export const otherPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Every header of an answer that is no file: a redirect, a 400, 405 or 414. */
export const noFileHeaders: Record<string, string> = {
  ...securityHeaders,
  "Content-Security-Policy": otherPolicy,
};

/**
 * The content editor (/admin, scripts/postbuild/admin.ts) is a different program from the pages:
 * Sveltia CMS, one script from this site. It injects its styles, shows images it reads from the
 * repository as blob: and data: URLs, and talks to GitHub's API. Its sign-in opens a popup on
 * the sign-in service that answers with `postMessage`, which `Cross-Origin-Opener-Policy:
 * same-origin` would cut off: `same-origin-allow-popups` keeps that channel and nothing else.
 */
export const adminPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  // The editor's interface fonts (Source Sans 3, Noto Mono, Material Symbols) come from jsDelivr.
  "font-src 'self' data: https://cdn.jsdelivr.net",
  // The editor checks for a new release at start, with no setting to turn that off: that one file.
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://unpkg.com/@sveltia/cms/package.json",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Every header of the editor's page. */
export const adminHeaders: Record<string, string> = {
  ...securityHeaders,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
  "Content-Security-Policy": adminPolicy,
  "Cache-Control": revalidateCache,
};

/** The editor's page in the build. */
export const adminFile = "admin.html";

/** Whether a served file is a page (an HTML document). */
function isPage(file: string): boolean {
  return file.endsWith(".html");
}

/** Pictures another site may show: images, share cards and the site's icon. */
export const sharedExtensions = ["png", "svg", "ico", "jpg", "webp", "avif"] as const;
/** The end of a shared picture's path, as the regular expression every host config uses. */
export const sharedPicturePattern = `\\.(?:${sharedExtensions.join("|")})$`;
/** Each language's feed, `/blog/feed.xml` or `/zh/blog/feed.xml`, as every host config matches it. */
export const feedPattern = "^/(?:[^/]+/)?blog/feed\\.xml$";
const SHARED_PICTURE = new RegExp(sharedPicturePattern);
const FEED = new RegExp(feedPattern);
const isFeed = (file: string) => FEED.test(`/${file.replace(/^\//, "")}`);

/** The media type of a feed, which `.xml` alone does not tell. */
export const feedType = "application/rss+xml; charset=utf-8";

/**
 * Whether other sites may embed or read a file: pictures, share cards and feeds are meant to be
 * shown elsewhere (a feed reader shows an article's cover, a chat app its card). Everything else
 * keeps `same-origin`.
 */
function isShared(file: string): boolean {
  return SHARED_PICTURE.test(file) || isFeed(file);
}

/** The media type a file is sent with, where its extension does not say it. */
export function contentTypeOverride(file: string): string | undefined {
  return isFeed(file) ? feedType : undefined;
}

/** Every header a response for `file` (a path in the build folder) carries besides its type. */
export function headersFor(file: string): Record<string, string> {
  if (file.replace(/^\//, "") === adminFile) return adminHeaders;
  return {
    ...securityHeaders,
    ...(isShared(file) && { "Cross-Origin-Resource-Policy": "cross-origin" }),
    "Content-Security-Policy": isPage(file) ? pageHeaderPolicy() : otherPolicy,
    "Cache-Control": cacheControlFor(file),
  };
}
