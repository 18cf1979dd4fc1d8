import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import * as schemas from ".";
import { ContentError, parseFile } from "./fields";
import { picture } from "./load";
import { locales, type Locale } from "~/i18n/locales";

const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const jsonIn = (folder: string, nested = false) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((d) =>
    nested
      ? d.isDirectory()
        ? [`${folder}/${d.name}/index.json`]
        : []
      : d.isFile() && d.name.endsWith(".json")
        ? [`${folder}/${d.name}`]
        : [],
  );

// Every data file as the editor writes it, with the schema that checks it.
const dataFiles = [
  ...jsonIn("app/content/services", true).map((f) => [f, schemas.serviceFile.schema] as const),
  ...jsonIn("app/content/projects", true).map((f) => [f, schemas.projectFile.schema] as const),
  ...jsonIn("app/content/team").map((f) => [f, schemas.teamMemberFile.schema] as const),
  ...jsonIn("app/content/careers/roles").map((f) => [f, schemas.roleFile.schema] as const),
  ["app/content/careers/hiring-process.json", schemas.hiringProcessFile.schema] as const,
  ["app/content/site.json", schemas.siteFile.schema] as const,
  ["app/content/home.json", schemas.homeFile] as const,
  ...jsonIn("app/content/industries").map((f) => [f, schemas.industryFile.schema] as const),
  ["app/content/how-we-work/index.json", schemas.howWeWorkFile.schema] as const,
  ["app/content/planner/index.json", schemas.plannerFile.schema] as const,
];

describe("content data files", () => {
  it("covers every collection", () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(6 + 6 + 4 + 3 + 3);
  });

  it.each(dataFiles)("%s passes its schema", (file, schema) => {
    expect(() => parseFile(file, read(file), schema as never)).not.toThrow();
  });
});

describe("a bad file", () => {
  const file = "app/content/services/design/index.json";
  const good = read(file) as Record<string, Record<string, unknown>>;

  it("without its Chinese title names the file, the field and what was expected", () => {
    const { title: _, ...zh } = good.zh!;
    expect(() => parseFile(file, { ...good, zh }, schemas.serviceFile.schema)).toThrow(
      new ContentError(`${file}: zh.title: expected a text`),
    );
  });

  it("reports every problem at once, one line each", () => {
    const bad = {
      ...good,
      en: { ...good.en, features: ["only one"], order: 0, colour: "red" },
      es: { ...good.es, title: "  " },
    };
    const lines = (() => {
      try {
        parseFile(file, bad, schemas.serviceFile.schema);
        return [];
      } catch (error) {
        return (error as Error).message.split("\n");
      }
    })();
    expect(lines).toEqual(
      expect.arrayContaining([
        `${file}: en.features: expected exactly 6 items`,
        `${file}: en.order: expected 1 or more`,
        expect.stringMatching(
          new RegExp(`^${file}: en: unknown field "colour"; expected only order, icon`),
        ),
        `${file}: es.title: expected a text, found an empty one`,
      ]),
    );
  });

  it("in another language than the site's says which", () => {
    expect(() => parseFile(file, { ...good, xx: good.es }, schemas.serviceFile.schema)).toThrow(
      `${file}: file: unknown language "xx"; expected ${locales.join(", ")}`,
    );
  });

  it("naming an image that is not there says which", () => {
    expect(() =>
      picture(
        file,
        "en.image",
        "missing.svg",
        { "./design/hero.svg": "/assets/hero.svg" },
        Object.fromEntries(locales.map((l) => [l, `alt text in ${l}`])) as Record<Locale, string>,
      ),
    ).toThrow(`${file}: en.image: expected an image file named missing.svg next to this entry`);
  });
});

describe("an entry not translated into a language yet", () => {
  const file = "app/content/services/design/index.json";
  const { es: _, ...good } = read(file) as Record<string, Record<string, unknown>>;

  it("passes its schema: English is the source, and the only language required", () => {
    const entry = schemas.serviceFile.entry(parseFile(file, good, schemas.serviceFile.schema));
    expect(entry.translatedIn).toEqual(locales.filter((l) => l !== "es"));
    // Its pages in that language show the English texts.
    expect(entry.title.es).toBe(entry.title.en);
  });

  it("fails without its English", () => {
    const { en: __, ...withoutEnglish } = good;
    expect(() => parseFile(file, withoutEnglish, schemas.serviceFile.schema)).toThrow(
      `${file}: en: expected the en texts of this entry`,
    );
  });
});

describe("an entry as pages read it", () => {
  it("has each translated field in every language and the others once", () => {
    const file = "app/content/team/mei-lin-chen.json";
    const member = schemas.teamMemberFile.entry(
      parseFile(file, read(file), schemas.teamMemberFile.schema),
    );
    const raw = read(file) as Record<Locale, { name?: string }>;
    // The name in each language the file gives it in, and the English one where it gives none.
    expect(member.name).toEqual(
      Object.fromEntries(locales.map((l) => [l, raw[l]?.name ?? raw.en.name])),
    );
    expect(member.order).toBeTypeOf("number");
  });
});

describe("a case study's results and a price", () => {
  const projectPath = "app/content/projects/streamview/index.json";
  const project = read(projectPath) as { en: { outcomes: Record<string, unknown>[] } };
  const pricesPath = "app/content/how-we-work/index.json";
  const prices = read(pricesPath) as { en: { prices: { price: Record<string, number> }[] } };

  it("rejects a result without a number, naming the file and the field", () => {
    const { value: _, ...noValue } = project.en.outcomes[1]!;
    const bad = {
      ...project,
      en: {
        ...project.en,
        outcomes: [project.en.outcomes[0], noValue, ...project.en.outcomes.slice(2)],
      },
    };
    expect(() => parseFile(projectPath, bad, schemas.projectFile.schema)).toThrow(
      new ContentError(`${projectPath}: en.outcomes.1.value: expected a number`),
    );
  });

  it("rejects a language that names more or fewer results than the English list", () => {
    const file = read(projectPath) as Record<string, { outcomeLabels: string[] }>;
    const bad = { ...file, es: { ...file.es!, outcomeLabels: file.es!.outcomeLabels.slice(1) } };
    expect(() => parseFile(projectPath, bad, schemas.projectFile.schema)).toThrow(
      `${projectPath}: es.outcomeLabels: expected ${project.en.outcomes.length} texts, one per result in en.outcomes`,
    );
  });

  it("rejects a store link on another site, and a logo without the client's permission", () => {
    const storeLink = {
      ...project,
      en: { ...project.en, links: { appStore: "https://apps.example.com/x" } },
    };
    expect(() => parseFile(projectPath, storeLink, schemas.projectFile.schema)).toThrow(
      new ContentError(
        `${projectPath}: en.links.appStore: expected an App Store address, such as https://apps.apple.com/app/id123`,
      ),
    );
    const logo = { ...project, en: { ...project.en, clientLogo: { file: "logo.svg" } } };
    expect(() => parseFile(projectPath, logo, schemas.projectFile.schema)).toThrow(
      `${projectPath}: en.clientLogo.permission: expected a text`,
    );
  });

  it("rejects a price range whose minimum exceeds its maximum", () => {
    const [first, ...rest] = prices.en.prices;
    const bad = {
      ...prices,
      en: { ...prices.en, prices: [{ ...first!, price: { min: 50000, max: 20000 } }, ...rest] },
    };
    expect(() => parseFile(pricesPath, bad, schemas.howWeWorkFile.schema)).toThrow(
      new ContentError(`${pricesPath}: en.prices.0.price.max: expected \`max\` at least \`min\``),
    );
  });
});

describe("an incoherent planner model", () => {
  const file = "app/content/planner/index.json";
  type Block = {
    platforms: { prices: unknown[] }[];
    needs: { id: string }[];
    needLabels: unknown[];
    defaultScope: string;
  };
  const good = () => read(file) as Record<string, Block>;
  const errorOf = (data: unknown) => {
    try {
      parseFile(file, data, schemas.plannerFile.schema);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    throw new Error("the model was accepted");
  };

  it("with a minimum above its maximum names the range", () => {
    const model = good();
    model.en!.platforms[0]!.prices[1] = { min: 90000, max: 10000 };
    expect(errorOf(model)).toContain(
      `${file}: en.platforms.0.prices.1.max: expected \`max\` at least \`min\``,
    );
  });

  it("with a platform missing the price of a scope says how many it needs", () => {
    const model = good();
    model.en!.platforms[2]!.prices.pop();
    expect(errorOf(model)).toMatch(
      new RegExp(`^${file}: en.platforms.2.prices: expected \\d+ ranges, one per scope`, "m"),
    );
  });

  it("with a language lacking the label of an option names the language and the list", () => {
    const model = good();
    const other = locales.find((l) => l !== "en" && model[l])!;
    model[other]!.needLabels.pop();
    expect(errorOf(model)).toContain(`${file}: ${other}.needLabels: expected`);
  });

  it("with a code used twice, or a first scope that is not one", () => {
    const model = good();
    model.en!.needs[1]!.id = model.en!.needs[0]!.id;
    model.en!.defaultScope = "everything";
    const message = errorOf(model);
    expect(message).toContain(`${file}: en.needs.1.id: expected a code no other entry`);
    expect(message).toContain(`${file}: en.defaultScope: expected the code of a scope`);
  });
});
