// A list as each language writes it: "iOS app, Android app and website", «تطبيق iOS وتطبيق
// Android», 「iOS App、Android App 和網站」. Chinese keeps a half-width space between Han and a
// Latin word or a digit (docs/glossary/zh.md), which the browser's list format leaves out.
import { formatLocale, type Locale } from "./locales";

export function formatList(locale: Locale, items: readonly string[]): string {
  const list = new Intl.ListFormat(formatLocale(locale), { type: "conjunction" }).format(items);
  if (locale !== "zh") return list;
  return list
    .replace(/([\p{Script=Latin}\p{N}])(\p{Script=Han})/gu, "$1 $2")
    .replace(/(\p{Script=Han})([\p{Script=Latin}\p{N}])/gu, "$1 $2");
}
