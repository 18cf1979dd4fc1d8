/**
 * A label as it reads inside a sentence: "Within 3 months" after "Launch: " is "within 3 months",
 * «Primera versión» is «primera versión». A label written as a heading starts with a capital only
 * because it starts; a word capitalised throughout or inside (iOS, KYC, MVP, WhatsApp) is a name
 * and keeps its case. Scripts without case (Arabic, Chinese) are left as they are.
 */
export function inRunningText(label: string): string {
  const [word = ""] = label.split(/[\s(]/u);
  const isName = /\p{Lu}/u.test(word.slice(1));
  return isName ? label : label.charAt(0).toLocaleLowerCase() + label.slice(1);
}
