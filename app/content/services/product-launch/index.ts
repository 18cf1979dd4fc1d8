import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "Product Launch", zh: "產品上市", es: "Lanzamiento de producto" },
  summary: {
    en: "From idea to first release: we help you scope an MVP, build it, get it through the app stores and measure what users do after launch.",
    zh: "從構想到首次發布：協助您界定 MVP 範圍、完成開發、順利上架，並在上線後掌握使用者的實際行為。",
    es: "De la idea a la primera versión: te ayudamos a definir un MVP, desarrollarlo, publicarlo en las tiendas y medir qué hacen los usuarios tras el lanzamiento.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "From idea to first release: we scope your MVP, build it in short sprints, get it through the app stores and measure what users do after launch.",
    zh: "從構想到首次發布：協助您界定 MVP 範圍、以短週期完成開發、順利上架，並在上線後以數據掌握使用者的實際行為。",
    es: "De la idea a la primera versión: definimos tu MVP, lo desarrollamos en sprints cortos, lo publicamos en las tiendas y medimos qué hacen los usuarios.",
  },
  description: {
    en: "Launching a new product means making many decisions with limited time and money. We work with founders and product teams to decide what the first version must include, build it in short cycles, and prepare everything around the release, from store listings to analytics and support.",
    zh: "推出新產品，意味著要在有限的時間與預算下做出大量決策。我們與創辦人及產品團隊合作，決定第一版必須包含哪些功能，以短週期完成開發，並備妥發布前後的大小事：從商店頁面、數據分析到客服支援。",
    es: "Lanzar un producto nuevo obliga a tomar muchas decisiones con poco tiempo y un presupuesto limitado. Trabajamos con fundadores y equipos de producto para decidir qué debe incluir la primera versión, la desarrollamos en ciclos cortos y preparamos todo lo que rodea al lanzamiento, desde las fichas de las tiendas hasta la analítica y el soporte.",
  },
  overview: {
    en: [
      "We start with a product workshop to define the problem, the target users and the few features that prove the idea. The result is a ranked backlog, a release plan with clear milestones and a fixed-scope estimate for the first version. Design and development then run in parallel in one- or two-week sprints with a demo at the end of each, so you can change course based on evidence rather than assumptions.",
      "Before launch we set up product analytics with tools such as Amplitude, Mixpanel or PostHog, along with crash reporting, feature flags and a beta release through TestFlight, Google Play testing tracks or preview links. We prepare the App Store and Google Play listings, the landing page, the privacy policy and a tracking plan for key events. After release we review the data with you, fix what real users uncover and plan the next iteration, or hand the product over to your in-house team.",
    ],
    zh: [
      "我們以產品工作坊開場，釐清要解決的問題、目標使用者，以及足以驗證構想的少數核心功能。成果包括排好優先順序的待辦清單、具明確里程碑的發布計畫，以及第一版的固定範圍報價。接著設計與開發同步進行，以一到兩週為一個衝刺週期，每個週期結束時都會展示成果，讓您依據實際證據而非假設來調整方向。",
      "上線前，我們會導入 Amplitude、Mixpanel 或 PostHog 等產品分析工具，並建置當機回報與功能開關（feature flags），透過 TestFlight、Google Play 測試管道或預覽連結進行 Beta 測試。App Store 與 Google Play 的商店頁面、產品登陸頁、隱私權政策與關鍵事件的追蹤規劃，也都由我們準備。發布之後，我們與您一起檢視數據，修正真實使用者發現的問題並規劃下一輪迭代，或將產品完整移交給您的內部團隊。",
    ],
    es: [
      "Empezamos con un taller de producto para definir el problema, los usuarios a los que te diriges y las pocas funciones que demuestran que la idea tiene sentido. El resultado es un backlog priorizado, un plan de lanzamiento con hitos claros y un presupuesto de alcance cerrado para la primera versión. Después, diseño y desarrollo avanzan en paralelo en sprints de una o dos semanas, con una demo al final de cada uno, para que puedas cambiar de rumbo con datos y no con suposiciones.",
      "Antes del lanzamiento configuramos la analítica de producto con herramientas como Amplitude, Mixpanel o PostHog, además del registro de fallos, los feature flags y una beta mediante TestFlight, los canales de prueba de Google Play o enlaces de vista previa. Preparamos las fichas de App Store y Google Play, la página de destino, la política de privacidad y el plan de medición de los eventos clave. Tras el lanzamiento revisamos los datos contigo, corregimos lo que descubren los usuarios reales y planificamos la siguiente iteración, o entregamos el producto a tu equipo interno.",
    ],
  },
  features: {
    en: [
      "Product discovery and MVP scoping",
      "Release planning and fixed-scope estimates",
      "Design and build in short sprints",
      "Beta testing and feature flags",
      "Store listings and launch preparation",
      "Analytics, user feedback and next iterations",
    ],
    zh: [
      "產品探索與 MVP 範圍界定",
      "發布規劃與固定範圍報價",
      "以短衝刺週期設計與開發",
      "Beta 測試與功能開關",
      "商店上架與發布準備",
      "數據分析、使用者回饋與持續迭代",
    ],
    es: [
      "Descubrimiento de producto y definición del MVP",
      "Plan de lanzamiento y presupuesto cerrado",
      "Diseño y desarrollo en sprints cortos",
      "Pruebas beta y feature flags",
      "Fichas de tienda y preparación del lanzamiento",
      "Analítica, opiniones de usuarios y nuevas iteraciones",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: a product roadmap with milestones leading up to a launch",
      zh: "插圖：一條標示著里程碑、通往產品發布的路線圖",
      es: "Ilustración: una hoja de ruta de producto con hitos que conducen al lanzamiento",
    },
  },
} satisfies Service;
