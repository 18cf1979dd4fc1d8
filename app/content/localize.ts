// Content in one language, as route loaders hand it to pages. Only these plain objects reach
// the browser (inlined in the page's HTML), never the multilingual content modules.
import type { Locale } from "~/i18n/locales";

import { projects, type ProjectId } from "./projects";
import { services, type ServiceId } from "./services";
import type { Picture } from "./types";

export type LocalizedPicture = { src: string; width: number; height: number; alt: string };

function picture(p: Picture, locale: Locale): LocalizedPicture {
  return { src: p.src, width: p.width, height: p.height, alt: p.alt[locale] };
}

export function serviceCard(id: ServiceId, locale: Locale) {
  const s = services[id];
  return { id, title: s.title[locale], summary: s.summary[locale] };
}
export type ServiceCard = ReturnType<typeof serviceCard>;

export function serviceDetail(id: ServiceId, locale: Locale) {
  const s = services[id];
  return {
    id,
    title: s.title[locale],
    description: s.description[locale],
    overview: s.overview[locale],
    features: s.features[locale],
    image: picture(s.image, locale),
  };
}
export type ServiceDetail = ReturnType<typeof serviceDetail>;

export function projectCard(id: ProjectId, locale: Locale) {
  const p = projects[id];
  return {
    id,
    title: p.title[locale],
    category: p.category[locale],
    summary: p.summary[locale],
    image: picture(p.images[0], locale),
  };
}
export type ProjectCard = ReturnType<typeof projectCard>;

export function projectDetail(id: ProjectId, locale: Locale) {
  const p = projects[id];
  const [hero, ...screenshots] = p.images;
  return {
    id,
    title: p.title[locale],
    category: p.category[locale],
    tagline: p.tagline[locale],
    client: p.client,
    year: p.year,
    technologies: p.technologies,
    overview: p.overview[locale],
    challenge: p.challenge[locale],
    solution: p.solution[locale],
    results: p.results[locale],
    testimonial: {
      quote: p.testimonial.quote[locale],
      author: p.testimonial.author,
      position: p.testimonial.position[locale],
    },
    hero: picture(hero, locale),
    screenshots: screenshots.map((s) => picture(s, locale)),
    relatedService: { id: p.serviceId, title: services[p.serviceId].title[locale] },
  };
}
export type ProjectDetail = ReturnType<typeof projectDetail>;
