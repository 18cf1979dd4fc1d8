import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import { localeInfo, locales, type Locale } from "./i18n/locales";

// Every URL of the site. English has no prefix; each other language gets the same tree under
// its static prefix, so nothing can match an unknown prefix such as /fr/.
const pages = (locale: Locale) => [
  index("routes/home.tsx", { id: `${locale}/home` }),
  route("services/:serviceId", "routes/service-detail.tsx", { id: `${locale}/service` }),
  route("projects", "routes/project-list.tsx", { id: `${locale}/projects` }),
  route("projects/:projectId", "routes/project-detail.tsx", { id: `${locale}/project` }),
  route("*", "routes/not-found.tsx", { id: `${locale}/not-found` }),
];

export default [
  layout(
    "routes/site-layout.tsx",
    locales.flatMap((locale) => {
      const { prefix: segment } = localeInfo[locale];
      return segment ? prefix(segment, pages(locale)) : pages(locale);
    }),
  ),
] satisfies RouteConfig;
