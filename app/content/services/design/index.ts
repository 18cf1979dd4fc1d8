import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "UX/UI Design", zh: "UX/UI 設計", es: "Diseño UX/UI" },
  summary: {
    en: "Research-led product design in Figma: user flows, interfaces and design systems that engineers can build from without guesswork.",
    zh: "以研究為基礎的產品設計：在 Figma 中完成使用者流程、介面與設計系統，工程師照著做就能實作，不必靠猜。",
    es: "Diseño de producto basado en investigación: flujos, interfaces y sistemas de diseño en Figma que tu equipo técnico puede implementar sin adivinar.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Research-led UX/UI design in Figma: user research, tested prototypes, interfaces and design systems your engineers can build from without guesswork.",
    zh: "以研究為基礎的 UX/UI 設計：使用者研究、經實測的 Figma 原型、介面與設計系統，工程師照著做就能實作，不必靠猜。",
    es: "Diseño UX/UI basado en investigación: prototipos en Figma probados con usuarios, interfaces y sistemas de diseño que tu equipo técnico puede implementar.",
  },
  description: {
    en: "Good design starts with understanding who uses your product and what they are trying to get done. We turn that understanding into clear flows, tested prototypes and polished interfaces, and we hand them over as a design system that stays consistent as the product grows.",
    zh: "好的設計，始於瞭解誰在使用您的產品、他們想完成什麼事。我們把這些洞察化為清晰的流程、經過實測的原型與精緻的介面，最後整理成一套設計系統交到您手上，讓產品在成長過程中依然保持一致。",
    es: "Un buen diseño empieza por entender quién usa tu producto y qué intenta conseguir. Convertimos ese conocimiento en flujos claros, prototipos probados con usuarios e interfaces cuidadas, y lo entregamos todo como un sistema de diseño que mantiene la coherencia a medida que el producto crece.",
  },
  overview: {
    en: [
      "We begin with stakeholder workshops, interviews with real or prospective users, and a review of analytics and competitors. From there we map the information architecture and key journeys, sketch wireframes, and build clickable prototypes in Figma that we test with users before any code is written. Because our designers work next to our engineers, every screen is checked for feasibility early, and the decisions behind it are written down, not left in someone's head.",
      "Visual design follows the platform: Apple's Human Interface Guidelines, Material Design on Android, and the ten-foot conventions of TV interfaces. We check contrast, type sizes, touch targets and screen-reader labels against WCAG as we go. You receive a Figma library with components, variants and design tokens for palette, spacing and type, ready to map onto code, plus documentation so new screens can be designed without starting from scratch.",
    ],
    zh: [
      "我們從利害關係人工作坊、與現有或潛在使用者的訪談，以及數據與競品分析著手。接著規劃資訊架構與關鍵使用流程，繪製線框圖，並在 Figma 中製作可點擊的原型，在寫下任何一行程式碼之前，先請使用者實際測試。由於設計師與工程師並肩合作，每個畫面都會及早確認技術可行性，背後的設計決策也會寫成文件，而不是只存在某個人的腦海裡。",
      "視覺設計依循各平臺的規範：iOS 的 Human Interface Guidelines、Android 的 Material Design，以及電視介面講究的「十英尺」距離操作原則。過程中，我們持續依照 WCAG 檢查對比度、字級、觸控範圍與螢幕閱讀器標籤。您會拿到一套 Figma 元件庫，包含元件、變體，以及定義色彩、間距與字體的 design tokens，可直接對應到程式碼，並附上使用說明，日後新增畫面不必從零開始。",
    ],
    es: [
      "Empezamos con talleres con las partes interesadas, entrevistas a usuarios reales o potenciales y un análisis de métricas y competidores. A partir de ahí definimos la arquitectura de la información y los recorridos clave, bocetamos wireframes y creamos en Figma prototipos navegables que probamos con usuarios antes de escribir una sola línea de código. Como nuestros diseñadores trabajan junto a los ingenieros, la viabilidad de cada pantalla se comprueba pronto, y las decisiones quedan documentadas en lugar de vivir en la cabeza de alguien.",
      "El diseño visual respeta cada plataforma: las Human Interface Guidelines de Apple, Material Design en Android y las pautas de las interfaces de televisión, pensadas para usarse desde el sofá. Sobre la marcha revisamos el contraste, los tamaños de letra, las áreas táctiles y las etiquetas para lectores de pantalla según WCAG. Recibes una biblioteca de Figma con componentes, variantes y design tokens de color, espaciado y tipografía, lista para trasladarse al código, además de documentación para diseñar nuevas pantallas sin partir de cero.",
    ],
  },
  features: {
    en: [
      "User research and usability testing",
      "User flows and information architecture",
      "Wireframes and interactive Figma prototypes",
      "Interface design for every platform",
      "Design systems and design tokens",
      "Accessibility reviews against WCAG",
    ],
    zh: [
      "使用者研究與易用性測試",
      "使用者流程與資訊架構",
      "線框圖與 Figma 互動原型",
      "各平臺介面設計",
      "設計系統與 design tokens",
      "依 WCAG 進行無障礙檢測",
    ],
    es: [
      "Investigación de usuarios y pruebas de usabilidad",
      "Flujos de usuario y arquitectura de información",
      "Wireframes y prototipos interactivos en Figma",
      "Diseño de interfaces para cada plataforma",
      "Sistemas de diseño y design tokens",
      "Revisiones de accesibilidad según WCAG",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: interface wireframes and design components arranged on a canvas",
      zh: "插圖：畫布上排列著介面線框圖與設計元件",
      es: "Ilustración: wireframes de interfaz y componentes de diseño dispuestos sobre un lienzo",
    },
  },
} satisfies Service;
