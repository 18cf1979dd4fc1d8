import { describe, expect, it } from "vitest";

import { locales } from "~/i18n/locales";

import { roleIds, roles } from "./careers";
import { projectIds, projects } from "./projects";
import { serviceIds, services } from "./services";
import type { Localized, Picture } from "./types";

// What the types cannot check: texts that are present but empty, artwork whose declared size
// does not match the file, and a case study pointing at a service that is not listed.
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
    const service = services[id];
    for (const key of ["title", "summary", "description", "overview", "features"] as const) {
      expectTexts(`${id} ${key}`, service[key]);
    }
    expectPicture(`${id} hero`, service.image);
  });

  it("names the design service UX/UI Design", () => {
    expect(services.design.title.en).toBe("UX/UI Design");
  });
});

describe("projects", () => {
  it.each(projectIds)("%s has every text, a real related service and three images", (id) => {
    const project = projects[id];
    expect(serviceIds).toContain(project.serviceId);
    for (const key of [
      "title",
      "category",
      "tagline",
      "summary",
      "overview",
      "challenge",
      "solution",
      "results",
    ] as const) {
      expectTexts(`${id} ${key}`, project[key]);
    }
    expectTexts(`${id} quote`, project.testimonial.quote);
    expectTexts(`${id} position`, project.testimonial.position);
    expect(project.client.trim()).not.toBe("");
    expect(project.testimonial.author.trim()).not.toBe("");
    expect(project.technologies.length).toBeGreaterThan(0);
    expect(project.year).toBeGreaterThanOrEqual(2000);
    project.images.forEach((picture, index) => expectPicture(`${id} image ${index}`, picture));
    expect(new Set(project.images.map((p) => p.src)).size).toBe(3);
  });

  it("lists the portfolio in the spec's order", () => {
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
    ...serviceIds.map((id) => [`services/${id}`, services[id].metaDescription] as const),
    ...projectIds.map((id) => [`projects/${id}`, projects[id].metaDescription] as const),
    ...roleIds.map((id) => [`careers/${id}`, roles[id].metaDescription] as const),
  ];
  it.each(snippets)("%s fits in a search result in every language", (_, text) => {
    for (const locale of locales) {
      expect(text[locale].length, locale).toBeGreaterThanOrEqual(25);
      expect(text[locale].length, locale).toBeLessThanOrEqual(160);
    }
  });
});
