/**
 * Addresses a buyer types that are no page's own (`/contact`, `/pricing`), each with the place
 * it leads to, in the site's words. Every host answers them, in every language (`/ar/contact`),
 * with a permanent redirect to that place in the same language; never to another site.
 */
export const typedPaths = {
  contact: "/#contact",
  pricing: "/how-we-work#prices-title",
  services: "/#services",
  work: "/projects",
} as const;
