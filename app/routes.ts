import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

import { policyIds } from "./content/policies/ids";
import { localeInfo, locales, type Locale } from "./i18n/locales";

// Every URL of the site. English has no prefix; each other language gets the same tree under
// its static prefix, so nothing can match an unknown prefix such as /fr/.
const pages = (locale: Locale) => [
  index("routes/home.tsx", { id: `${locale}/home` }),
  route("services/:serviceId", "routes/service-detail.tsx", { id: `${locale}/service` }),
  route("projects", "routes/project-list.tsx", { id: `${locale}/projects` }),
  // The case studies of one service or one industry: /projects/service/<id>, /projects/industry/<id>.
  route("projects/:facet/:facetId", "routes/project-list.tsx", { id: `${locale}/projects-of` }),
  route("projects/:projectId", "routes/project-detail.tsx", { id: `${locale}/project` }),
  route("about", "routes/about.tsx", { id: `${locale}/about` }),
  route("how-we-work", "routes/how-we-work.tsx", { id: `${locale}/how-we-work` }),
  route("careers", "routes/careers.tsx", { id: `${locale}/careers` }),
  route("careers/:roleId", "routes/role.tsx", { id: `${locale}/role` }),
  route("blog", "routes/blog.tsx", { id: `${locale}/blog` }),
  route("blog/feed.xml", "routes/blog-feed.ts", { id: `${locale}/feed` }),
  route("blog/:slug", "routes/article.tsx", { id: `${locale}/article` }),
  ...policyIds.map((id) => route(id, "routes/policy.tsx", { id: `${locale}/${id}` })),
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
