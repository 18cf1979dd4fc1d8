import { describe, expect, it } from "vitest";

import { locales, type Locale } from "~/i18n/locales";

import { role, roleIds } from "./careers";
import { project, projectIds } from "./projects";
import { service, serviceIds } from "./services";
import type { Localized, Picture } from "./types";

// What the schema cannot check: artwork whose width and height do not match its viewBox, or that
// holds a script; and, as the pages see them, texts in every language and a related service that
// is listed.
const svgFiles = import.meta.glob<string>("./**/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

function svgFor(picture: Picture): string {
  const entry = Object.entries(svgFiles).find(([path]) => picture.src.endsWith(path.slice(1)));
  if (!entry) throw new Error(`no artwork file for ${picture.src}`);
  return entry[1];
}

function expectTexts(label: string, value: Localized<string | readonly string[]>) {
  for (const locale of locales) {
    const texts = ([] as string[]).concat(value[locale]);
    expect(texts.length, `${label} (${locale})`).toBeGreaterThan(0);
    for (const text of texts) expect(text.trim(), `${label} (${locale})`).not.toBe("");
  }
}

function expectPicture(label: string, picture: Picture) {
  expectTexts(`${label} alt`, picture.alt);
  const svg = svgFor(picture);
  expect(svg, `${label} viewBox`).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
  expect(svg, `${label} has no script`).not.toMatch(/<script|javascript:|href="http/i);
}

describe("services", () => {
  it.each(serviceIds)("%s has every text and its artwork", (id) => {
    const entry = service(id);
    for (const key of ["title", "summary", "description", "overview", "features"] as const) {
      expectTexts(`${id} ${key}`, entry[key]);
    }
    expectPicture(`${id} hero`, entry.image);
  });

  it("names the design service UX/UI Design", () => {
    expect(service("design").title.en).toBe("UX/UI Design");
  });
});

describe("projects", () => {
  it.each(projectIds)("%s has every text, a real related service and three images", (id) => {
    const entry = project(id);
    expect(serviceIds).toContain(entry.serviceId);
    for (const key of [
      "title",
      "category",
      "tagline",
      "summary",
      "overview",
      "challenge",
      "solution",
      "outcomeLabels",
    ] as const) {
      expectTexts(`${id} ${key}`, entry[key]);
    }
    expectTexts(`${id} quote`, entry.testimonial.quote);
    expectTexts(`${id} position`, entry.testimonial.position);
    expect(entry.client.trim()).not.toBe("");
    expectTexts(`${id} author`, entry.testimonial.author);
    expect(entry.technologies.length).toBeGreaterThan(0);
    expect(entry.year).toBeGreaterThanOrEqual(2000);
    entry.images.forEach((picture, index) => expectPicture(`${id} image ${index}`, picture));
    expect(new Set(entry.images.map((p) => p.src)).size).toBe(3);
  });

  it.each(projectIds)(
    "%s names the client's person in another script only where they spelled it",
    (id) => {
      const { author, ownSpelling } = project(id).testimonial;
      const scripts: Partial<Record<Locale, RegExp>> = {
        ar: /^[\p{Script=Arabic}\s.-]+$/u,
        zh: /^[\p{Script=Han}·]+$/u,
      };
      for (const locale of locales) {
        const script = ownSpelling.includes(locale)
          ? scripts[locale]
          : /^[\p{Script=Latin}\s.'-]+$/u;
        expect(author[locale], `${id}: ${locale}`).toMatch(script!);
      }
    },
  );

  it("lists the portfolio in its order, HealthConnect first", () => {
    expect(projectIds).toEqual([
      "healthconnect",
      "ecommercex",
      "streamview",
      "fintech-dashboard",
      "fittracker",
      "smart-home",
    ]);
  });
});

describe("search snippets", () => {
  // Search engines cut meta descriptions past about 160 characters.
  const snippets = [
    ...serviceIds.map((id) => [`services/${id}`, service(id).metaDescription] as const),
    ...projectIds.map((id) => [`projects/${id}`, project(id).metaDescription] as const),
    ...roleIds.map((id) => [`careers/${id}`, role(id).metaDescription] as const),
  ];
  it.each(snippets)("%s fits in a search result in every language", (_, text) => {
    for (const locale of locales) {
      expect(text[locale].length, locale).toBeGreaterThanOrEqual(25);
      expect(text[locale].length, locale).toBeLessThanOrEqual(160);
    }
  });
});
