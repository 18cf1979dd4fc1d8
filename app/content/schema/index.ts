// The schema of every content data file: what the build accepts, the types the pages use, and
// (through app/content/schema/cms.ts) the fields the editor at /admin shows. Long texts
// (articles, policies, the About page) are Markdown; their front matter is checked where they
// are loaded, with the same building blocks.
import { z } from "zod";

import { weekdays } from "../office-hours.ts";
import { locales } from "../../i18n/locales.ts";
import { outcomeUnits } from "../../i18n/outcome-units.ts";

import { field, type FieldMeta } from "./fields.ts";
import { i18nFile, type I18nEntry } from "./i18n-file.ts";

const order = field.integer(1, {
  title: "Position",
  description: "Where this entry appears in lists: 1 comes first.",
});
const updated = field.date({
  title: "Last updated",
  description: "The day this text last changed (search engines read it).",
});

/**
 * An https address, at `hostname` where one is given; `what` says what is expected, such as "a
 * Google Play address".
 */
const httpsUrl = (what: string, hostname?: RegExp) =>
  z.url({ protocol: /^https$/, ...(hostname && { hostname }), error: `expected ${what}` });

/** A telephone number as dialled: + and digits. */
const dialled = () =>
  z
    .string()
    .regex(/^\+\d{6,15}$/, { error: "expected the number as dialled, such as +97172260142" });

/** What a case study's screen images are: taken from the product, or drawn for the page. */
const screenKinds = ["screenshot", "illustration"] as const;

/** An indicative price range in UAE dirhams (the pages add the US dollar equivalent). */
const aedRange = (meta: FieldMeta) =>
  field.range(meta, {
    min: { title: "From (AED)", description: "Whole dirhams, such as 110000" },
    max: { title: "To (AED)", description: "Whole dirhams, such as 220000" },
  });

/** Icons a service may show; each is one of the site's icons (app/components/ui/icons.ts). */
const serviceIconNames = [
  "smartphone",
  "globe",
  "palette",
  "monitor-play",
  "boxes",
  "rocket",
] as const;

export const serviceFile = i18nFile(
  {
    order,
    icon: z
      .enum(serviceIconNames, { error: `expected one of ${serviceIconNames.join(", ")}` })
      .meta({ title: "Icon" }),
    updated,
    image: field.image({ title: "Hero image", description: "1600 × 900" }),
    typicalPrice: aedRange({
      title: "Typical engagement, in AED",
      description: "An indicative range, shown on the service page beside the link to prices",
    }),
  },
  {
    title: field.text({ title: "Title" }),
    summary: field.text({ title: "Card text", widget: "text" }),
    metaDescription: field.snippet({ title: "Search result snippet" }),
    description: field.text({ title: "Lead paragraph", widget: "text" }),
    overview: field.paragraphs({ title: "Overview" }),
    features: field.exactly(6, { title: "What we provide (six)" }),
    imageAlt: field.text({ title: "Hero image description (alt text)" }),
  },
);
export type ServiceEntry = I18nEntry<typeof serviceFile.shared, typeof serviceFile.translated>;

const outcomeUnit = (meta: FieldMeta) =>
  z.enum(outcomeUnits, { error: `expected one of ${outcomeUnits.join(", ")}` }).meta(meta);

const outcome = z
  .strictObject({
    value: field.number({
      title: "Figure",
      description: "The number shown: 72, 2.1; a fall in percent is negative, such as -72",
    }),
    upTo: field
      .number({ title: "Up to (optional)", description: "For a range: its top, such as 35" })
      .optional(),
    unit: outcomeUnit({
      title: "Unit",
      description:
        "percent: a share (97% of…); percent-change: a rise or fall (+27%, −72%); number: a count",
    }),
    before: field
      .number({ title: "Before (optional)", description: "The figure before the work" })
      .optional(),
    beforeUnit: outcomeUnit({
      title: "Unit of the figure before (optional)",
      description: "Only when it differs, such as 3 days before and 2 hours after",
    }).optional(),
    periodMonths: field
      .integer(1, { title: "Over how many months (optional)", description: "Such as 6 or 12" })
      .optional(),
  })
  .refine((o) => o.upTo === undefined || o.upTo > o.value, {
    error: "expected `upTo` above `value`",
    path: ["upTo"],
  })
  .meta({ title: "Result" });

const projectFields = i18nFile(
  {
    order,
    service: field.text({
      title: "Related service",
      widget: "relation",
      collection: "services",
    }),
    updated,
    industry: field.text({
      title: "Industry",
      widget: "relation",
      collection: "industries",
      display: "name",
    }),
    client: field.text({ title: "Client" }),
    testimonialAuthorOwnSpelling: z
      .array(z.enum(locales, { error: `expected one of ${locales.join(", ")}` }))
      .optional()
      .meta({
        title: "Testimonial: languages the person spelled their name in",
        description:
          "Only where the person gave (or confirmed) how they write their name in that script. In any other language, write the name in Latin letters as they do",
      }),
    year: field.integer(2000, { title: "Year" }),
    technologies: z
      .array(field.text({ title: "Technology" }), { error: "expected a list of technologies" })
      .min(1, { error: "expected at least one technology" })
      .meta({ title: "Technologies" }),
    hero: field.image({ title: "Hero image", description: "1600 × 900; also the card image" }),
    screen1: field.image({ title: "First screen image", description: "1200 × 900" }),
    screen2: field.image({ title: "Second screen image", description: "1200 × 900" }),
    screensKind: z
      .enum(screenKinds, { error: `expected one of ${screenKinds.join(", ")}` })
      .default("illustration")
      .meta({
        title: "The screen images are",
        description:
          "screenshot: taken from the product as it runs; illustration: drawn for this page, and captioned as drawings",
      }),
    clientLogo: z
      .strictObject({
        file: field.image({ title: "Logo file", description: "The client's own SVG logo" }),
        permission: field.text({
          title: "Permission",
          description: "Who at the client allowed the site to show it, and when",
        }),
      })
      .optional()
      .meta({ title: "Client logo", description: "Only with the client's written permission" }),
    links: z
      .strictObject({
        product: httpsUrl("the product's address, such as https://www.example.com")
          .optional()
          .meta({ title: "The product on the web" }),
        appStore: httpsUrl(
          "an App Store address, such as https://apps.apple.com/app/id123",
          /^apps\.apple\.com$/,
        )
          .optional()
          .meta({ title: "App Store page" }),
        googlePlay: httpsUrl(
          "a Google Play address, such as https://play.google.com/store/apps/details?id=com.example",
          /^play\.google\.com$/,
        )
          .optional()
          .meta({ title: "Google Play page" }),
      })
      .optional()
      .meta({
        title: "Links to the product",
        description: "Where a buyer can see it for themselves; leave out what is not public",
      }),
    referenceOnRequest: z.boolean({ error: "expected true or false" }).default(false).meta({
      title: "Reference on request",
      description: "The client has agreed to speak with a prospective client about this work",
    }),
    outcomes: z
      .array(outcome, { error: "expected a list of results" })
      .min(2, { error: "expected at least two results" })
      .max(6, { error: "expected at most six results" })
      .meta({
        title: "Results as figures",
        description:
          "The strongest first: the first two show on the case study's card. Each language names them under “What each result measures”, in the same order.",
      }),
  },
  {
    title: field.text({ title: "Title" }),
    category: field.text({ title: "Category" }),
    tagline: field.text({ title: "Tagline" }),
    summary: field.text({ title: "Card text", widget: "text" }),
    metaDescription: field.snippet({ title: "Search result snippet" }),
    overview: field.paragraphs({ title: "Overview" }),
    challenge: field.paragraphs({ title: "The challenge" }),
    solution: field.paragraphs({ title: "Our solution" }),
    outcomeLabels: z
      .array(field.text({ title: "What it measures", widget: "text" }), {
        error: "expected a list of texts",
      })
      .min(2, { error: "expected at least two texts" })
      .meta({
        title: "What each result measures",
        description:
          "One per result, in the same order, such as “playback stalls during live sport”",
      }),
    testimonialQuote: field.text({ title: "Testimonial", widget: "text" }),
    testimonialAuthor: field.text({
      title: "Testimonial: who said it",
      description:
        "The name as the person writes it: in Latin letters, unless they gave its spelling in this language's script (then list the language under “languages the person spelled their name in”)",
    }),
    testimonialPosition: field.text({ title: "Testimonial: their position" }),
    heroAlt: field.text({ title: "Hero image description (alt text)" }),
    screen1Alt: field.text({ title: "First screenshot description (alt text)" }),
    screen2Alt: field.text({ title: "Second screenshot description (alt text)" }),
  },
);
/**
 * A check that every language's `translated` list has one item for each item of the English
 * `shared` list: `expected 4 <what>`, naming the language and the field.
 */
function oneForEach(shared: string, translated: string, what: string) {
  return (file: Record<string, Record<string, unknown>>, context: z.RefinementCtx) => {
    const count = (file.en![shared] as unknown[]).length;
    for (const [locale, fields] of Object.entries(file)) {
      const items = fields[translated];
      if (Array.isArray(items) && items.length !== count)
        context.addIssue({
          code: "custom",
          path: [locale, translated],
          message: `expected ${count} ${what}`,
        });
    }
  };
}

/** Every language names each result of the English list, no more and no fewer. */
export const projectFile = {
  ...projectFields,
  schema: projectFields.schema.superRefine(
    oneForEach("outcomes", "outcomeLabels", "texts, one per result in en.outcomes"),
  ),
};
export type ProjectEntry = I18nEntry<typeof projectFields.shared, typeof projectFields.translated>;

/** The industries case studies are filed under, each at /projects/industry/<id>. */
export const industryFile = i18nFile(
  {
    order,
    regulated: z.boolean({ error: "expected true or false" }).default(false).meta({
      title: "Regulated",
      description:
        "Its case studies link to the page on security and regulated clients (banks, payments, health)",
    }),
  },
  { name: field.text({ title: "Name", description: "As a filter shows it, such as Healthcare" }) },
);

const priceUnits = ["project", "month"] as const;

/** The How we work page: the process step by step, then the engagements and their prices. */
const howWeWorkFields = i18nFile(
  {
    updated,
    prices: z
      .array(
        z
          .strictObject({
            price: aedRange({ title: "Price range, in AED" }),
            per: z.enum(priceUnits, { error: `expected one of ${priceUnits.join(", ")}` }).meta({
              title: "Per",
              description: "project: the whole engagement; month: each month",
            }),
            length: field.range(
              {
                title: "How long",
                description: "In weeks for a project, in months for a monthly engagement",
              },
              { min: { title: "From" }, max: { title: "To" } },
            ),
          })
          .meta({ title: "Engagement" }),
      )
      .min(1, { error: "expected at least one engagement" })
      .meta({
        title: "Engagements: prices and durations",
        description: "Each language describes them under “Engagements”, in the same order",
      }),
  },
  {
    title: field.text({ title: "Title" }),
    metaDescription: field.snippet({ title: "Search result snippet" }),
    intro: field.text({ title: "Lead paragraph", widget: "text" }),
    steps: z
      .array(
        z
          .strictObject({
            title: field.text({ title: "Step" }),
            duration: field.text({ title: "How long", description: "Such as 2–3 weeks" }),
            what: field.text({ title: "What happens", widget: "text" }),
            deliverable: field.text({ title: "What you have at the end", widget: "text" }),
          })
          .meta({ title: "Step" }),
      )
      .min(1, { error: "expected at least one step" })
      .meta({ title: "The process, in order" }),
    engagements: z
      .array(
        z
          .strictObject({
            name: field.text({ title: "Name" }),
            summary: field.text({ title: "What it is", widget: "text" }),
            assumptions: field.text({
              title: "What the range assumes",
              widget: "text",
              description: "Such as “a typical MVP of …”",
            }),
          })
          .meta({ title: "Engagement" }),
      )
      .min(1, { error: "expected at least one engagement" })
      .meta({ title: "Engagements, in the order of the prices" }),
    pricesNote: field.text({
      title: "Under the prices",
      widget: "text",
      description: "What the ranges are and are not: ranges, not quotes",
    }),
  },
);
/** Every language describes each engagement of the price list, no more and no fewer. */
export const howWeWorkFile = {
  ...howWeWorkFields,
  schema: howWeWorkFields.schema.superRefine(
    oneForEach("prices", "engagements", "engagements, one per price in en.prices"),
  ),
};

/** A code in a plan's link (`?build=ios`): lowercase letters, digits and dashes. */
const planCode = z
  .string({ error: "expected a code such as ios" })
  .regex(/^[a-z][a-z0-9-]*$/, {
    error: "expected a code of lowercase letters, digits and dashes, such as ios",
  })
  .meta({
    title: "Code",
    description: "Written in the links of shared plans: changing it opens those as the empty plan",
  });

const percent = (meta: FieldMeta) =>
  field.integer(1, meta).max(100, { error: "expected 100 or less" });

const needKinds = ["percent", "aed"] as const;

/** Each code of a list once. */
function uniqueCodes(list: string, context: z.RefinementCtx, items: readonly { id: string }[]) {
  items.forEach((item, i) => {
    if (items.findIndex((other) => other.id === item.id) !== i)
      context.addIssue({
        code: "custom",
        path: ["en", list, i, "id"],
        message: `expected a code no other entry of ${list} has; "${item.id}" is used twice`,
      });
  });
}

/** A label per option, in the order of the English list. */
const labels = (title: string) =>
  z
    .array(z.strictObject({ label: field.text({ title: "Label" }) }).meta({ title }), {
      error: `expected a label for each option of ${title.toLowerCase()}`,
    })
    .meta({ title: `${title}: labels, in the order of the options` });

/**
 * The project planner: the ranges per platform and scope, what each need adds, and how they
 * combine (app/planner/plan.ts computes a plan from them). Figures are stored once, in English;
 * each language labels every option, in the same order.
 */
const plannerFields = i18nFile(
  {
    updated,
    version: field.integer(1, {
      title: "Model version",
      description:
        "Written in every shared plan's link. Raise it when a code or a range changes meaning: older links then open the empty plan",
    }),
    weekCost: field.integer(1, {
      title: "A team week, in AED",
      description: "The weeks follow from the effort: each end of the range divided by this",
    }),
    platforms: z
      .array(
        z
          .strictObject({
            id: planCode,
            prices: z
              .array(aedRange({ title: "Range" }), { error: "expected a range per scope" })
              .meta({ title: "Ranges, one per scope, in the order of the scopes" }),
            together: percent({
              title: "Beside a larger platform (%)",
              description:
                "What it costs when a larger platform of the plan shares its design and backend, as a share of its own range",
            }),
          })
          .meta({ title: "Platform" }),
      )
      .min(1, { error: "expected at least one platform" })
      .meta({ title: "What to build" }),
    scopes: z
      .array(
        z
          .strictObject({
            id: planCode,
            engagement: field.integer(1, {
              title: "The engagement that fits",
              description: "Its place among the engagements of How we work: 1 is the first",
            }),
          })
          .meta({ title: "Scope" }),
      )
      .min(1, { error: "expected at least one scope" })
      .meta({ title: "How far" }),
    defaultScope: planCode.meta({
      title: "Scope chosen at first",
      description: "The code of one of the scopes",
    }),
    needs: z
      .array(
        z
          .strictObject({
            id: planCode,
            adds: z.enum(needKinds, { error: `expected one of ${needKinds.join(", ")}` }).meta({
              title: "Adds",
              description: "percent: a share of the platforms' cost; aed: an amount in AED",
            }),
            range: field.range(
              { title: "How much" },
              { min: { title: "From" }, max: { title: "To" } },
            ),
          })
          .meta({ title: "Need" }),
      )
      .meta({ title: "What it needs" }),
    tightDate: z
      .strictObject({
        widen: percent({
          title: "Widens the top of the range by (%)",
          description: "For the larger team a date sooner than the longest schedule takes",
        }),
        shortest: percent({
          title: "Shortest schedule (%)",
          description: "How far a larger team can shorten the shortest schedule",
        }),
        months: field.integer(1, {
          title: "Months to choose from",
          description: "The latest launch a buyer can choose, in months from now",
        }),
      })
      .meta({ title: "A tight date" }),
  },
  {
    title: field.text({ title: "Title" }),
    metaDescription: field.snippet({ title: "Search result snippet" }),
    intro: field.text({ title: "Lead paragraph", widget: "text" }),
    platformLabels: labels("Platforms"),
    scopeLabels: z
      .array(
        z
          .strictObject({
            label: field.text({ title: "Label" }),
            description: field.text({ title: "What it means" }),
          })
          .meta({ title: "Scope" }),
        { error: "expected a label and a description for each scope" },
      )
      .meta({ title: "Scopes: labels, in the order of the options" }),
    needLabels: labels("Needs"),
    assumptions: field.text({ title: "What the range assumes", widget: "text" }),
    excludes: z
      .array(field.text({ title: "Item" }), { error: "expected a list of texts" })
      .min(1, { error: "expected at least one item" })
      .meta({ title: "What the range leaves out" }),
    notAQuote: field.text({
      title: "It is a range, not a quote",
      widget: "text",
      description: "The studio's own line under every plan",
    }),
  },
);
/**
 * A coherent model: a range per scope for each platform, codes used once, a first scope that
 * exists, and every language labelling each option.
 */
export const plannerFile = {
  ...plannerFields,
  schema: plannerFields.schema
    .superRefine((file, context) => {
      const { platforms, scopes, needs, defaultScope } = file.en;
      platforms.forEach((platform, i) => {
        if (platform.prices.length !== scopes.length)
          context.addIssue({
            code: "custom",
            path: ["en", "platforms", i, "prices"],
            message: `expected ${scopes.length} ranges, one per scope (${scopes.map((s) => s.id).join(", ")})`,
          });
      });
      uniqueCodes("platforms", context, platforms);
      uniqueCodes("scopes", context, scopes);
      uniqueCodes("needs", context, needs);
      if (!scopes.some((s) => s.id === defaultScope))
        context.addIssue({
          code: "custom",
          path: ["en", "defaultScope"],
          message: `expected the code of a scope: ${scopes.map((s) => s.id).join(", ")}`,
        });
      needs.forEach((need, i) => {
        if (need.adds === "percent" && need.range.max > 100)
          context.addIssue({
            code: "custom",
            path: ["en", "needs", i, "range", "max"],
            message: "expected a share of 100% or less",
          });
      });
    })
    .superRefine(
      oneForEach("platforms", "platformLabels", "labels, one per platform in en.platforms"),
    )
    .superRefine(oneForEach("scopes", "scopeLabels", "labels, one per scope in en.scopes"))
    .superRefine(oneForEach("needs", "needLabels", "labels, one per need in en.needs")),
};
export type PlannerEntry = I18nEntry<typeof plannerFields.shared, typeof plannerFields.translated>;

export const teamMemberFile = i18nFile(
  {
    order,
    photo: z
      .string({ error: "expected the file name of a photo next to this file" })
      .regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, {
        error:
          "expected the file name of a JPEG, PNG or WebP photo next to this file, such as amira-nasser.jpg",
      })
      .optional()
      .meta({
        title: "Photo",
        widget: "image",
        description:
          "Square, at least 256 × 256, next to this file; without one, About shows initials",
      }),
    profile: httpsUrl("the address of a public profile, such as https://www.linkedin.com/in/name")
      .optional()
      .meta({ title: "Public profile", description: "Such as the person's LinkedIn profile" }),
  },
  {
    name: field.text({ title: "Name", description: "As the person writes it in this language." }),
    role: field.text({ title: "Role" }),
    bio: field.text({ title: "Short bio", widget: "text" }),
  },
);

const workplaces = ["office", "hybrid", "remote"] as const;
const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR"] as const;

export const roleFile = i18nFile(
  {
    order,
    workplace: z
      .enum(workplaces, { error: `expected one of ${workplaces.join(", ")}` })
      .meta({ title: "Workplace" }),
    remoteCountries: z
      .array(
        z
          .string()
          .regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code such as AE" })
          .meta({ title: "Country code", description: "Two capital letters, such as AE" }),
      )
      .optional()
      .meta({
        title: "Countries a remote hire may live in",
        description: "Two-letter codes such as AE, ES",
      }),
    employmentType: z
      .enum(employmentTypes, { error: `expected one of ${employmentTypes.join(", ")}` })
      .meta({ title: "Employment type" }),
    datePosted: field.date({ title: "Published on" }),
    validThrough: field.date({
      title: "Open until",
      description: "After this day the role is no longer published.",
    }),
    salary: z
      .object({
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, { error: "expected a three-letter currency code such as AED" })
          .meta({ title: "Currency", description: "Three capital letters, such as AED" }),
        min: field.integer(1, { title: "From, a year" }),
        max: field.integer(1, { title: "To, a year" }),
      })
      .refine((s) => s.max >= s.min, { error: "expected `max` at least `min`", path: ["max"] })
      .optional()
      .meta({
        title: "Salary (optional)",
        description:
          "A yearly range; search engines show it with the role. Leave empty to keep it private.",
      }),
  },
  {
    title: field.text({ title: "Title" }),
    team: field.text({ title: "Team" }),
    summary: field.text({ title: "The role at a glance", widget: "text" }),
    metaDescription: field.snippet({ title: "Search result snippet" }),
    responsibilities: z
      .array(field.text({ title: "Item", widget: "text" }))
      .min(1, { error: "expected at least one item" })
      .meta({ title: "What you will do" }),
    requirements: z
      .array(field.text({ title: "Item", widget: "text" }))
      .min(1, { error: "expected at least one item" })
      .meta({ title: "What you bring" }),
  },
);
export type RoleEntry = I18nEntry<typeof roleFile.shared, typeof roleFile.translated>;

export const hiringProcessFile = i18nFile(
  {},
  {
    steps: z
      .array(
        z
          .strictObject({
            title: field.text({ title: "Step" }),
            text: field.text({ title: "What happens", widget: "text" }),
          })
          .meta({ title: "Step" }),
      )
      .min(1, { error: "expected at least one step" })
      .meta({ title: "Hiring steps, in order" }),
  },
);

const clockTime = (meta: FieldMeta) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "expected a 24-hour time such as 09:00" })
    .meta(meta);

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The sites where clients review the studio: About links to each profile. */
const reviewSource = z
  .strictObject({
    name: field.text({ title: "Site", description: "Such as Clutch or Google" }),
    href: httpsUrl("the address of the studio's profile there").meta({ title: "Profile address" }),
  })
  .meta({ title: "Review site" });

/** Social networks the footer links to, each by its name. */
const socialIds = ["linkedin", "x", "github", "instagram"] as const;

const siteFields = i18nFile(
  {
    name: field.text({ title: "Company name" }),
    baseUrl: z
      .url({
        protocol: /^https$/,
        error: "expected the site's address, such as https://www.example.com",
      })
      .regex(/[^/]$/, { error: "expected no slash at the end" })
      .meta({ title: "Site address", description: "https://…, without a slash at the end" }),
    email: z.email({ error: "expected an email address" }).meta({ title: "Email" }),
    phone: dialled().meta({
      title: "Phone, as dialled",
      description: "+ and digits only, such as +97172260142",
    }),
    phoneDisplay: field.text({ title: "Phone, as shown" }),
    whatsapp: dialled().optional().meta({
      title: "WhatsApp Business number",
      description:
        "+ and digits only; the header, the menu and the contact section link to a chat with it. Leave empty for none",
    }),
    legal: z
      .strictObject({
        name: field.text({
          title: "Legal name",
          description: "As on the trade licence, such as Hajar Labs FZ-LLC",
        }),
        licence: field.text({ title: "Licence number", description: "As on the licence" }),
      })
      .meta({
        title: "Legal entity",
        description:
          "Shown on About, in the footer and the policies, and in the structured data; the licensing authority is set per language",
      }),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code such as AE" })
      .meta({ title: "Country code", description: "Two capital letters, such as AE" }),
    socials: z
      .array(
        z
          .strictObject({
            id: z
              .enum(socialIds, { error: `expected one of ${socialIds.join(", ")}` })
              .meta({ title: "Network" }),
            name: field.text({ title: "Name" }),
            href: z
              .url({ protocol: /^https$/, error: "expected an https:// address" })
              .meta({ title: "Address" }),
          })
          .meta({ title: "Profile" }),
      )
      .meta({ title: "Social profiles" }),
    reviewSources: z.array(reviewSource).optional().meta({
      title: "Where clients review us",
      description: "Profiles on review sites; About links to each. Leave empty for none",
    }),
    calLink: z
      .string()
      .regex(/^[\w-]+\/[\w-]+$/, { error: "expected a Cal.com link such as company/30min" })
      .meta({
        title: "Cal.com booking link",
        description: "user/event, such as hajarlabs/30min",
      }),
    hours: z
      .strictObject({
        days: z
          .array(z.enum(weekdays, { error: `expected one of ${weekdays.join(", ")}` }))
          .min(1, { error: "expected at least one working day" })
          .meta({ title: "Working days" }),
        opens: clockTime({ title: "Opens", description: "24-hour time, such as 09:00" }),
        closes: clockTime({ title: "Closes", description: "24-hour time, such as 18:00" }),
        timeZone: z
          .string()
          .refine(isTimeZone, { error: "expected a time zone such as Asia/Dubai" })
          .meta({ title: "Time zone", description: "Such as Asia/Dubai" }),
      })
      .refine((h) => h.closes > h.opens, {
        error: "expected `closes` after `opens`",
        path: ["closes"],
      })
      .meta({ title: "Office hours", description: "Shown in the contact section and on About" }),
    requestsKeptDays: field.integer(30, {
      title: "Requests are kept for (days)",
      description:
        "The site's intake deletes a request this many days after it arrived; the privacy policy states the same figure",
    }),
    security: z
      .strictObject({
        contact: z
          .email({ error: "expected an email address" })
          .meta({ title: "Where to report a vulnerability" }),
        expires: field.date({
          title: "Valid until",
          description:
            "At most a year ahead; the build stops once it has passed, so that it is renewed",
        }),
      })
      .meta({
        title: "Security contact",
        description: "Published at /.well-known/security.txt (RFC 9116) for security researchers",
      }),
  },
  {
    // In the language's own script (Arabic: «مكتب 1408، أبراج جلفار، كورنيش القواسم»); a language
    // that leaves it out shows the English one.
    street: field
      .text({
        title: "Street address",
        description:
          "Required in English; in another language, leave empty to show the English one",
      })
      .optional(),
    city: field.text({ title: "City" }),
    country: field.text({ title: "Country" }),
    registry: field
      .text({
        title: "Licensing authority",
        description:
          "Such as Ras Al Khaimah Economic Zone (RAKEZ). Required in English; in another language, leave empty to show the English one",
      })
      .optional(),
  },
);
/** The company's details; the street and the registry may be left out in every language but English. */
export const siteFile = {
  ...siteFields,
  schema: siteFields.schema
    .refine((file) => file.en.street !== undefined, {
      path: ["en", "street"],
      error: "expected a text",
    })
    .refine((file) => file.en.registry !== undefined, {
      path: ["en", "registry"],
      error: "expected a text",
    }),
};
export type SiteEntry = I18nEntry<typeof siteFile.shared, typeof siteFile.translated>;

export const homeFile = z.strictObject({
  featuredProjects: z
    .array(field.text({ title: "Case study", widget: "relation", collection: "projects" }))
    .length(3, { error: "expected exactly three case studies" })
    .meta({ title: "Selected work (three case studies)" }),
  testimonialProject: field.text({
    title: "Testimonial from",
    widget: "relation",
    collection: "projects",
  }),
});
