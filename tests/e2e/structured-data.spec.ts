import { site } from "../../app/content/site";
import { localeInfo } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test } from "./fixtures";
import { decodeHtml, headOf, manifest, services } from "./site";

type Node = Record<string, unknown> & { "@type": string };

/** What Google and schema.org need of each type we publish (Google's required properties). */
const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "address", "email", "telephone", "sameAs"],
  WebSite: ["name", "url", "inLanguage"],
  BreadcrumbList: ["itemListElement"],
  Service: ["name", "description", "provider", "url"],
  BlogPosting: ["headline", "datePublished", "dateModified", "author", "image", "inLanguage"],
  CreativeWork: ["name", "description", "url", "image", "creator", "inLanguage"],
  AboutPage: ["name", "description", "url", "about", "inLanguage"],
  JobPosting: [
    "identifier",
    "title",
    "description",
    "datePosted",
    "validThrough",
    "hiringOrganization",
    "employmentType",
  ],
};

/** The JSON-LD type each kind of page must carry, beyond the ones every page has. */
const ownType: Partial<Record<string, string>> = {
  service: "Service",
  article: "BlogPosting",
  role: "JobPosting",
  project: "CreativeWork",
  about: "AboutPage",
};

/** An instant with its time zone, as Google asks of an article's dates. */
const WITH_TIME_ZONE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:Z|[+-]\d\d:\d\d)$/;

test("every page carries valid structured data, preview tags and a short description", async ({
  request,
}) => {
  for (const page of manifest.pages) {
    const html = await (await request.get(page.path)).text();
    const head = headOf(html);
    expect(head.jsonLd, page.path).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0]!) as { "@context": string; "@graph": Node[] };
    expect(data["@context"]).toBe("https://schema.org");
    const nodes = data["@graph"];
    const types = nodes.map((n) => n["@type"]);

    const expected = ["Organization", "WebSite"];
    if (page.kind !== "home") expected.push("BreadcrumbList");
    if (ownType[page.kind]) expected.push(ownType[page.kind]!);
    // How we work: each service with the range its engagements fall in.
    if (page.kind === "how-we-work") expected.push(...services.map(() => "Service"));
    expect(types.sort(), page.path).toEqual(expected.sort());

    for (const node of nodes) {
      for (const property of required[node["@type"]] ?? []) {
        expect(node[property], `${page.path}: ${node["@type"]}.${property}`).toBeTruthy();
      }
    }
    const org = nodes.find((n) => n["@type"] === "Organization")!;
    expect(org.sameAs).toEqual(site.socials.map((s) => s.href));
    expect(org.email).toBe(site.email);
    // Google's recommendation: a square raster logo of at least 112 px.
    const logo = org.logo as { url: string; width: string; height: string };
    expect(logo.url, page.path).toMatch(new RegExp(`^${site.baseUrl}/assets/[\\w-]+\\.png$`));
    expect(Number(logo.width)).toBeGreaterThanOrEqual(112);
    expect(logo.height).toBe(logo.width);

    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList");
    if (crumbs) {
      const items = crumbs.itemListElement as { position: number; item: string }[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      expect(items.at(-1)!.item, page.path).toBe(`${site.baseUrl}${page.path}`);
    }
    const posting = nodes.find((n) => n["@type"] === "BlogPosting");
    if (posting) {
      expect(posting.inLanguage).toBe(localeInfo[page.locale].htmlLang);
      // Google's recommendations: the picture in 16:9, 4:3 and 1:1, dates with a time zone, an
      // author with a page about them.
      expect(posting.image, page.path).toHaveLength(3);
      expect(posting.datePublished, page.path).toMatch(WITH_TIME_ZONE);
      expect(posting.dateModified, page.path).toMatch(WITH_TIME_ZONE);
      const author = posting.author as { name: string; url: string };
      expect(author.url, page.path).toMatch(new RegExp(`^${site.baseUrl}/.*about#[\\w-]+$`));
    }
    // A service's price is the indicative range its page states, in dirhams.
    for (const node of nodes.filter((n) => n["@type"] === "Service")) {
      const service = services.find(
        (s) => node.url === `${site.baseUrl}${paths.service(page.locale, s.id)}`,
      );
      expect(service, `${page.path}: ${String(node.url)}`).toBeDefined();
      expect((node.offers as { priceSpecification: unknown }).priceSpecification).toEqual({
        "@type": "PriceSpecification",
        minPrice: service!.typicalPrice.min,
        maxPrice: service!.typicalPrice.max,
        priceCurrency: "AED",
      });
    }
    const job = nodes.find((n) => n["@type"] === "JobPosting");
    if (job) {
      expect(job.jobLocation ?? job.applicantLocationRequirements, page.path).toBeTruthy();
      if (!job.jobLocation) expect(job.jobLocationType).toBe("TELECOMMUTE");
      expect(Date.parse(job.validThrough as string)).toBeGreaterThan(Date.parse(manifest.date));
      expect((job.identifier as { value: string }).value, page.path).toBe(
        page.path.split("/").at(-1),
      );
    }

    const description = decodeHtml(head.description ?? "");
    expect(description.length, `${page.path} description`).toBeGreaterThanOrEqual(25);
    expect(description.length, `${page.path}: ${description}`).toBeLessThanOrEqual(160);
    // X reads the title, description and picture from Open Graph; the alt text has its own.
    for (const key of ["og:image:alt", "twitter:image:alt"]) {
      expect(head.meta(key), `${page.path} ${key}`).toBeTruthy();
    }
  }
});

test("the sitemap lists every page with its content date and only its real languages", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  // The filtered lists of case studies are kept out of search results, and so out of the sitemap.
  const indexed = manifest.pages.filter((page) => !page.noindex);
  expect(entries).toHaveLength(indexed.length);
  for (const page of indexed) {
    const entry = entries.find((e) => e.includes(`<loc>${site.baseUrl}${page.path}</loc>`));
    expect(entry, page.path).toBeDefined();
    expect(entry).toContain(`<lastmod>${page.lastmod}</lastmod>`);
    expect([...entry!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      ...page.alternates.map((l) => localeInfo[l].htmlLang),
      "x-default",
    ]);
  }
});
