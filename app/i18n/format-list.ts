// A list as each language writes it: "Spain, Portugal, or Taiwan", «إسبانيا أو البرتغال أو تايوان»,
// 「西班牙、葡萄牙或臺灣」. Chinese keeps a half-width space between Han and a Latin word or a digit
// (docs/glossary/zh.md), which the browser's list format leaves out. A list of options the
// visitor chose is written one per line instead (app/planner/plan-message.ts).
import { formatLocale, type Locale } from "./locales";

export function formatList(
  locale: Locale,
  items: readonly string[],
  type: "conjunction" | "disjunction",
): string {
  const list = new Intl.ListFormat(formatLocale(locale), { type }).format(items);
  if (locale !== "zh") return list;
  return list
    .replace(/([\p{Script=Latin}\p{N}])(\p{Script=Han})/gu, "$1 $2")
    .replace(/(\p{Script=Han})([\p{Script=Latin}\p{N}])/gu, "$1 $2");
}
