import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  checkSiteLinks,
  chooseBranches,
  ContentError,
  field,
  fillPlaceholders,
  linksIn,
  parseContentFile,
  readingMinutes,
  renderMarkdown,
} from "./markdown";

const schema = z.strictObject({ title: field.text(), date: field.date() });

describe("parseContentFile", () => {
  it("returns the checked front matter and the body", () => {
    const { data, body } = parseContentFile(
      "a.md",
      '---\ntitle: "Hello"\ndate: 2026-11-22\n---\nBody text\n',
      schema,
    );
    expect(data).toEqual({ title: "Hello", date: "2026-11-22" });
    expect(body).toBe("Body text\n");
  });

  it("names the file and every bad field, one line each", () => {
    const run = () =>
      parseContentFile("app/x/en.md", "---\ndate: 2026-13-40\nextra: 1\n---\n", schema);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(/^app\/x\/en\.md: title: expected a text$/m);
    expect(run).toThrow(/^app\/x\/en\.md: date: expected a date written YYYY-MM-DD/m);
    expect(run).toThrow(/^app\/x\/en\.md: front matter: .*extra/m);
  });

  it("refuses a file without front matter or with broken YAML", () => {
    expect(() => parseContentFile("b.md", "# Title\n", schema)).toThrow(
      'b.md: expected front matter between two "---" lines',
    );
    expect(() => parseContentFile("c.md", '---\ntitle: "open\n---\n', schema)).toThrow(
      /^c\.md: front matter is not valid YAML/,
    );
  });
});

describe("fillPlaceholders", () => {
  it("fills known placeholders and refuses unknown ones", () => {
    expect(fillPlaceholders("p.md", "Write to {{email}}.", { email: "a@b.c" })).toBe(
      "Write to a@b.c.",
    );
    expect(() => fillPlaceholders("p.md", "{{emial}}", { email: "a@b.c" })).toThrow(
      "p.md: unknown placeholder {{emial}}; expected one of {{email}}",
    );
  });
});

describe("chooseBranches", () => {
  const text =
    "Start\n<!-- if form -->\nSent to us.\n<!-- else -->\nYour mail app.\n<!-- end -->\nEnd";
  it("keeps the branch the configuration selects", () => {
    expect(chooseBranches("p.md", text, { form: true })).toBe("Start\nSent to us.\nEnd");
    expect(chooseBranches("p.md", text, { form: false })).toBe("Start\nYour mail app.\nEnd");
  });

  it("refuses unknown conditions and unclosed blocks", () => {
    expect(() => chooseBranches("p.md", text, { other: true })).toThrow(/unknown condition "form"/);
    expect(() => chooseBranches("p.md", "<!-- if form -->\nx", { form: true })).toThrow(
      /not closed/,
    );
  });
});

describe("renderMarkdown", () => {
  const html = (markdown: string, file = "a.md") => renderMarkdown(file, markdown).html;

  it("gives headings ids that link to themselves", () => {
    const headings = html("## Why it matters\n\nText.\n\n## 為什麼重要\n");
    expect(headings).toContain(
      '<h2 id="why-it-matters"><a href="#why-it-matters">Why it matters</a></h2>',
    );
    expect(headings).toContain('<h2 id="為什麼重要"><a href="#為什麼重要">為什麼重要</a></h2>');
  });

  it("closes bold that ends in Chinese punctuation with no space after it", () => {
    const list = html("- **品質底線。**核心流程\n- **答案本身：**您的指標\n", "a.zh.md");
    expect(list).toContain("<strong>品質底線。</strong>核心流程");
    expect(list).toContain("<strong>答案本身：</strong>您的指標");
  });

  it("highlights fenced code at build time and lets the keyboard scroll it", () => {
    const code = html("```ts\nconst x: number = 1;\n```\n");
    expect(code).toContain('<pre tabindex="0" dir="ltr"><code class="hljs language-ts">');
    expect(code).toContain('<span class="hljs-keyword">const</span>');
  });

  it("isolates phone numbers, e-mail addresses, URLs and code left to right inside Arabic text", () => {
    const markdown =
      'اتصل بنا على +971 7 226 0142 أو راسلنا على hello@example.ae، أو افتح https://example.ae/x. استخدم `dir="rtl"` هنا.\n\n[hello@example.ae](mailto:hello@example.ae)';
    // Each run is isolated whole, and the Arabic punctuation after it stays outside.
    expect(html(markdown)).toBe(
      '<p>اتصل بنا على <bdi dir="ltr">+971 7 226 0142</bdi> أو راسلنا على <bdi dir="ltr">hello@example.ae</bdi>، أو افتح <bdi dir="ltr">https://example.ae/x</bdi>. استخدم <code dir="ltr">dir="rtl"</code> هنا.</p>\n' +
        '<p><a href="mailto:hello@example.ae" dir="ltr">hello@example.ae</a></p>',
    );
  });

  it("refuses raw HTML, naming the line", () => {
    expect(() => renderMarkdown("a.md", "Text\n\n<script>alert(1)</script>\n")).toThrow(
      /^a\.md: line 3: raw HTML is not allowed/,
    );
  });
});

describe("linksIn", () => {
  it("points an English text's links to the site at the page's own language", () => {
    const html =
      '<p><a href="/services/design">Design</a>, <a href="/#contact">us</a>, <a href="https://example.com/">out</a></p>';
    expect(linksIn(html, "zh")).toBe(
      '<p><a href="/zh/services/design">Design</a>, <a href="/zh#contact">us</a>, <a href="https://example.com/">out</a></p>',
    );
    expect(linksIn(html, "en")).toBe(html);
  });
});

describe("readingMinutes", () => {
  it("counts words in English and Spanish", () => {
    expect(readingMinutes("word ".repeat(230 * 4))).toBe(4);
  });

  it("counts Chinese by characters, not by the few spaces it has", () => {
    // 1,020 characters and no spaces: four minutes at 255 characters a minute, not one "word".
    expect(readingMinutes("軟體開發".repeat(255))).toBe(4);
  });

  it("is at least one minute", () => {
    expect(readingMinutes("Hi")).toBe(1);
  });
});

describe("checkSiteLinks", () => {
  const languageOf = (path: string) => (path.startsWith("/zh") ? "zh" : "en");
  it("accepts links in the file's language and refuses the others", () => {
    expect(() =>
      checkSiteLinks("zh.md", '<a href="/zh/services/design">x</a>', "zh", languageOf),
    ).not.toThrow();
    expect(() =>
      checkSiteLinks("zh.md", '<a href="/services/design">x</a>', "zh", languageOf),
    ).toThrow(
      "zh.md: link /services/design: expected a link to a page in this file's language (zh)",
    );
  });
});
