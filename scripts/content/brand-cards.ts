// `npm run cards`: draws the brand card of each language (app/content/cards/brand-<locale>.png,
// 1200 × 630), the picture a page without one of its own shares. The card carries text, and only
// a browser sets Arabic right to left with joined letters and Chinese in a Chinese face, so the
// cards are drawn by Chromium here, reviewed and committed, not drawn by the build.
// `cards.json` beside the cards records the text each card was drawn with and the file's hash: a
// unit test fails when the site's text and its card part (app/content/cards.test.ts). Run again
// after changing the company name or the `meta.ogImageAlt` message.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { chromium } from "playwright-core";

import { brandCardText } from "../../app/content/brand-card.ts";
import { CARD_SIZE } from "../../app/content/card-size.ts";
import { brandCardFile, fromRoot } from "../../app/i18n/locale-files.ts";
import { localeInfo, locales, type Locale } from "../../app/i18n/locales.ts";

const logo = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");

// `npm run cards -- es fr`: only these languages' cards (a new language's, without drawing the
// others again).
const only = process.argv.slice(2);
const unknown = only.filter((l) => !(locales as readonly string[]).includes(l));
if (unknown.length) throw new Error(`npm run cards: no language ${unknown.join(", ")}`);
const drawn = only.length ? locales.filter((l) => only.includes(l)) : locales;

function cardHtml(locale: Locale): string {
  const { name, tagline } = brandCardText(locale);
  const { htmlLang, dir } = localeInfo[locale];
  return `<!doctype html><html lang="${htmlLang}" dir="${dir}"><meta charset="utf-8">
<style>
  body { margin: 0; }
  main {
    box-sizing: border-box; width: ${CARD_SIZE.width}px; height: ${CARD_SIZE.height}px;
    padding: 88px 96px; display: flex; flex-direction: column; justify-content: space-between;
    background: #f1f0ff; color: #0f0d24;
    font-family: system-ui, sans-serif;
  }
  header { display: flex; align-items: center; gap: 28px; font-size: 52px; font-weight: 700; }
  header svg { width: 104px; height: 104px; }
  p { margin: 0; font-size: 72px; font-weight: 700; line-height: ${dir === "rtl" ? 1.5 : 1.2}; max-width: 960px; }
  footer { height: 14px; width: 240px; border-radius: 7px; background: #4a3be6; }
</style>
<main><header>${logo}<span>${name}</span></header><p>${tagline}</p><footer></footer></main>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: CARD_SIZE });
  for (const locale of drawn) {
    await page.setContent(cardHtml(locale));
    const png = await page.locator("main").screenshot({ type: "png" });
    const file = brandCardFile(locale);
    writeFileSync(file, png);
    // What was drawn, beside the card: its text and the file's hash (app/content/cards.test.ts).
    const recordFile = new URL("cards.json", file);
    const record = existsSync(recordFile)
      ? (JSON.parse(readFileSync(recordFile, "utf8")) as Record<string, unknown>)
      : {};
    record[locale] = {
      text: brandCardText(locale).text,
      sha256: createHash("sha256").update(png).digest("hex"),
    };
    writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`${fromRoot(file)}: ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
