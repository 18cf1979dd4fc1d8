// The case studies: one folder per project, `<id>/index.json` (every language inside) and its
// three images. The folder name is the URL slug; `order` is the order on /projects. The home
// page's selection is in `app/content/home.json`.
import home from "../home.json";
import { homeFile, projectFile, type ProjectEntry } from "../schema";
import { ContentError, parseFile } from "../schema/fields";
import { entriesById, imageFile, loadCollection, picture } from "../schema/load";
import { isIndustryId } from "../industries";
import { isServiceId } from "../services";
import type { Picture } from "../types";
import type { Locale } from "../../i18n/locales";

const files = import.meta.glob("./*/index.json", { eager: true, import: "default" });
const imageUrls = import.meta.glob<string>("./*/*.svg", { eager: true, import: "default" });

type ImageFields =
  "hero" | "screen1" | "screen2" | "heroAlt" | "screen1Alt" | "screen2Alt" | "clientLogo";
type TestimonialFields =
  "testimonialQuote" | "testimonialAuthor" | "testimonialAuthorOwnSpelling" | "testimonialPosition";

export type Project = Omit<
  ProjectEntry,
  ImageFields | TestimonialFields | "service" | "industry"
> & {
  /** The service this case study illustrates ("View Related Service"). */
  serviceId: string;
  /** The industry it is filed under (app/content/industries). */
  industryId: string;
  testimonial: {
    quote: ProjectEntry["testimonialQuote"];
    author: ProjectEntry["testimonialAuthor"];
    /** The languages whose script the person gave their name in; Latin letters elsewhere. */
    ownSpelling: readonly Locale[];
    position: ProjectEntry["testimonialPosition"];
  };
  /** Hero (also the card image), then two screen images (`screensKind` says what they are). */
  images: readonly [Picture, Picture, Picture];
  /** The client's logo, shown with the client's permission (noted in the content). */
  clientLogo?: Omit<Picture, "alt"> & { permission: string };
};

export const projects = loadCollection(
  "app/content/projects",
  files,
  projectFile,
  (e, path): Project => {
    if (!isServiceId(e.service)) {
      throw new ContentError(
        `${path}: en.service: expected the id of a service, got "${e.service}"`,
      );
    }
    if (!isIndustryId(e.industry)) {
      throw new ContentError(
        `${path}: en.industry: expected the id of an industry (app/content/industries), got "${e.industry}"`,
      );
    }
    const {
      hero,
      screen1,
      screen2,
      heroAlt,
      screen1Alt,
      screen2Alt,
      clientLogo: logo,
      service,
      testimonialQuote,
      testimonialAuthor,
      testimonialAuthorOwnSpelling = [],
      testimonialPosition,
      industry,
      ...entry
    } = e;
    // A name in another script is a claim about how a real person writes it: only where they said.
    for (const [locale, name] of Object.entries(testimonialAuthor)) {
      if (
        /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(name) &&
        !testimonialAuthorOwnSpelling.includes(locale as Locale)
      ) {
        throw new ContentError(
          `${path}: ${locale}.testimonialAuthor: expected the name in Latin letters, as the person writes it ("${testimonialAuthor.en}"), or ${locale} listed in en.testimonialAuthorOwnSpelling, got "${name}"`,
        );
      }
    }
    return {
      ...entry,
      serviceId: service,
      industryId: industry,
      testimonial: {
        quote: testimonialQuote,
        author: testimonialAuthor,
        ownSpelling: testimonialAuthorOwnSpelling,
        position: testimonialPosition,
      },
      images: [
        picture(path, "en.hero", hero, imageUrls, heroAlt),
        picture(path, "en.screen1", screen1, imageUrls, screen1Alt),
        picture(path, "en.screen2", screen2, imageUrls, screen2Alt),
      ],
      ...(logo && { clientLogo: clientLogo(path, logo) }),
    };
  },
);

/** The logo's file and size; its text alternative is written by the page, in its language. */
function clientLogo(path: string, logo: NonNullable<ProjectEntry["clientLogo"]>) {
  return {
    ...imageFile(path, "en.clientLogo.file", logo.file, imageUrls),
    permission: logo.permission,
  };
}

export type ProjectId = string;
export const {
  ids: projectIds,
  has: isProjectId,
  get: project,
} = entriesById(projects, "case study");

const selection = parseFile("app/content/home.json", home, homeFile);
selection.featuredProjects.forEach((id, i) => {
  if (!isProjectId(id)) {
    throw new ContentError(
      `app/content/home.json: featuredProjects.${i}: expected the id of a case study, got "${id}"`,
    );
  }
});
if (!isProjectId(selection.testimonialProject)) {
  throw new ContentError(
    `app/content/home.json: testimonialProject: expected the id of a case study, got "${selection.testimonialProject}"`,
  );
}

/** The three case studies the home page shows under "Selected work", in order. */
export const featuredProjectIds: readonly ProjectId[] = selection.featuredProjects;

/** The case study whose client's words the home page quotes. */
export const featuredTestimonialId: ProjectId = selection.testimonialProject;
