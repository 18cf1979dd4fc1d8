import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import { localeInfo, locales, type Locale } from "./i18n/locales";
import { pageRoutes } from "./site-pages";

// Every URL of the site: the routes of the page list (`site-pages.ts`), the feed and the
// not-found page. English has no prefix; each other language gets the same tree under its static
// prefix, so nothing can match an unknown prefix such as /fr/.
const tree = (locale: Locale) => [
  ...pageRoutes.map(({ id, pattern, module }) =>
    pattern === ""
      ? index(module, { id: `${locale}/${id}` })
      : route(pattern, module, { id: `${locale}/${id}` }),
  ),
  route("blog/feed.xml", "routes/blog-feed.ts", { id: `${locale}/feed` }),
  route("*", "routes/not-found.tsx", { id: `${locale}/not-found` }),
];

export default [
  layout(
    "routes/site-layout.tsx",
    locales.flatMap((locale) => {
      const { prefix: segment } = localeInfo[locale];
      return segment ? prefix(segment, tree(locale)) : tree(locale);
    }),
  ),
] satisfies RouteConfig;
