import type { Localized } from "../types";

export type Service = {
  title: Localized;
};

// The order here is the order on the page and in the footer.
export const services = {
  "mobile-development": {
    title: { en: "Mobile Development", zh: "行動應用開發", es: "Desarrollo móvil" },
  },
  "web-development": {
    title: { en: "Web Development", zh: "網站開發", es: "Desarrollo web" },
  },
  design: {
    title: { en: "UX/UI Design", zh: "UX/UI 設計", es: "Diseño UX/UI" },
  },
  "tv-streaming": {
    title: { en: "TV & Streaming", zh: "電視與串流", es: "TV y streaming" },
  },
  "system-architecture": {
    title: { en: "System Architecture", zh: "系統架構", es: "Arquitectura de sistemas" },
  },
  "product-launch": {
    title: { en: "Product Launch", zh: "產品上市", es: "Lanzamiento de producto" },
  },
} as const satisfies Record<string, Service>;

export type ServiceId = keyof typeof services;
export const serviceIds = Object.keys(services) as ServiceId[];

export function isServiceId(id: string | undefined): id is ServiceId {
  return id !== undefined && Object.hasOwn(services, id);
}
