import type { Localized } from "../types";

// The tags an article may carry (front matter `tags`), with their label in each language. A tag
// not listed here fails the build.
export const tags = {
  strategy: { en: "Strategy", ar: "الاستراتيجية", zh: "策略", es: "Estrategia" },
  process: { en: "Process", ar: "المنهجية", zh: "流程", es: "Proceso" },
  mobile: { en: "Mobile", ar: "تطبيقات الجوال", zh: "行動應用", es: "Móvil" },
  web: { en: "Web", ar: "الويب", zh: "網站與網頁應用", es: "Web" },
  design: { en: "Design", ar: "التصميم", zh: "設計", es: "Diseño" },
  tv: { en: "TV & Streaming", ar: "التلفزيون والبث", zh: "電視與串流", es: "TV y streaming" },
  engineering: { en: "Engineering", ar: "الهندسة", zh: "工程", es: "Ingeniería" },
} as const satisfies Record<string, Localized>;

export type TagId = keyof typeof tags;
export const tagIds = Object.keys(tags) as [TagId, ...TagId[]];
