import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "web-development",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "EcommerceX Platform", zh: "EcommerceX 電商平臺", es: "Plataforma EcommerceX" },
  category: { en: "Web Development", zh: "網站開發", es: "Desarrollo web" },
  tagline: {
    en: "One fast storefront for fourteen shops, one warehouse and three countries.",
    zh: "一個快速的線上商店，串起十四間門市、一座倉庫與三個國家。",
    es: "Una tienda en línea rápida para catorce locales, un almacén y tres países.",
  },
  summary: {
    en: "Headless e-commerce platform for a Madrid homeware retailer, unifying online and in-store stock and checkout across Spain, Portugal and France.",
    zh: "為馬德里家居零售商打造的 headless 電商平臺，整合西班牙、葡萄牙與法國的線上與門市庫存及結帳流程。",
    es: "Plataforma de comercio electrónico headless para un minorista madrileño de artículos para el hogar, que unifica stock y pagos online y en tienda en España, Portugal y Francia.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "A headless Next.js platform for a Madrid homeware retailer: real-time stock from 14 shops, checkout in three countries and 41% higher online conversion.",
    zh: "為馬德里家居零售商打造的 headless Next.js 電商平臺：14 間門市庫存即時同步、三國統一結帳，線上轉換率提升 41%。",
    es: "Plataforma headless en Next.js para un minorista madrileño del hogar: stock en tiempo real de 14 tiendas, pago en tres países y un 41% más de conversión.",
  },
  client: "Tienda Almena",
  year: 2023,
  technologies: ["Next.js", "React", "TypeScript", "Node.js", "PostgreSQL", "Redis", "Stripe"],
  overview: {
    en: [
      "Tienda Almena sells homeware and textiles through fourteen shops in Spain and an online store that had grown into its biggest channel. Their ageing platform could no longer keep up with the traffic or with the business. We rebuilt it as EcommerceX: a headless storefront, a shared product and stock service, and a checkout that works the same way online and at the till.",
    ],
    zh: [
      "Tienda Almena 在西班牙擁有十四間門市，販售家居用品與織品，而線上商店早已成為他們最大的銷售通路。老舊的平臺再也跟不上流量與業務的成長。我們將它重建為 EcommerceX：一個 headless 前臺、一套共用的商品與庫存服務，以及線上與門市收銀一致的結帳流程。",
    ],
    es: [
      "Tienda Almena vende artículos para el hogar y textiles en catorce tiendas en España y en una tienda en línea que se había convertido en su canal más importante. Su antigua plataforma ya no soportaba ni el tráfico ni el crecimiento del negocio. La reconstruimos como EcommerceX: un escaparate headless, un servicio común de productos y stock, y un proceso de pago que funciona igual en la web y en caja.",
    ],
  },
  challenge: {
    en: [
      "The old monolith slowed to a crawl during every sale, taking eight seconds to render a product page on mobile, and it had failed outright on Black Friday the year before. Stock was synced from the shops overnight, so customers regularly ordered items that had already sold out, and the team spent hours each week cancelling and refunding orders by hand.",
      "The business wanted to expand into Portugal and France within a year, with local languages, currencies, taxes and payment methods. It had a three-person in-house development team that would own the platform afterwards, so whatever we built had to be something they could understand, run and extend without us, using tools they already knew.",
    ],
    zh: [
      "舊有的單體系統每逢促銷就慢如牛步，行動裝置上一個商品頁要八秒才能載入，前一年的黑色星期五更直接當機。門市庫存每晚才同步一次，顧客經常買到早已售完的商品，團隊每週都得花上好幾個小時手動取消訂單並退款。",
      "公司計畫在一年內進軍葡萄牙與法國，需要在地的語言、幣別、稅制與付款方式。內部只有三人的開發團隊，日後將由他們接手平臺，因此我們交付的成果必須讓他們能以熟悉的工具自行理解、維運與擴充，不必仰賴我們。",
    ],
    es: [
      "El viejo monolito se arrastraba en cada campaña de rebajas: una ficha de producto tardaba ocho segundos en cargarse en el móvil, y el Black Friday anterior la web se cayó por completo. El stock de las tiendas se sincronizaba de noche, así que los clientes compraban a menudo artículos ya agotados y el equipo pasaba horas cada semana cancelando y reembolsando pedidos a mano.",
      "La empresa quería llegar a Portugal y Francia en menos de un año, con idiomas, monedas, impuestos y medios de pago locales. Contaba con un equipo interno de tres desarrolladores que se haría cargo de la plataforma después, así que lo que construyéramos debía poder entenderse, operarse y ampliarse sin nosotros, con herramientas que ellos ya conocían.",
    ],
  },
  solution: {
    en: [
      "We built the storefront in Next.js and TypeScript, rendering category and product pages statically and refreshing them within seconds of a price or stock change. A Node.js service on PostgreSQL became the single source of truth for products, prices and stock, fed in near real time by the shops' point-of-sale systems, with Redis handling carts, sessions and stock reservations during checkout.",
      "Stripe handles payments, including Cartes Bancaires, Multibanco, Apple Pay and Google Pay, so each country gets its familiar methods from a single integration. We migrated 18,000 products and six years of orders with no downtime, working alongside the in-house team throughout. By launch they had written a third of the code themselves, and they shipped the Black Friday release on their own.",
    ],
    zh: [
      "我們以 Next.js 與 TypeScript 打造前臺，分類頁與商品頁以靜態方式產生，價格或庫存一有變動，數秒內就會更新。以 Node.js 搭配 PostgreSQL 的服務成為商品、價格與庫存的唯一資料來源，由各門市的 POS 系統近乎即時地回傳數據；購物車、工作階段與結帳時的庫存保留則交由 Redis 處理。",
      "金流採用 Stripe，支援 Cartes Bancaires、Multibanco、Apple Pay 與 Google Pay，一次整合就讓各國顧客都能使用熟悉的付款方式。我們在零停機的情況下遷移了 18,000 項商品與六年的訂單資料，全程與內部團隊並肩開發。到正式上線時，三分之一的程式碼已出自他們之手，黑色星期五的版本更由他們獨立完成發布。",
    ],
    es: [
      "Construimos el escaparate con Next.js y TypeScript: las páginas de categoría y de producto se generan de forma estática y se actualizan segundos después de cualquier cambio de precio o stock. Un servicio en Node.js sobre PostgreSQL pasó a ser la única fuente de productos, precios y existencias, alimentado casi en tiempo real por los TPV de las tiendas, mientras que Redis gestiona carritos, sesiones y reservas de stock durante el pago.",
      "Stripe procesa los pagos, incluidos Cartes Bancaires, Multibanco, Apple Pay y Google Pay, de modo que cada país dispone de sus medios habituales con una sola integración. Migramos 18.000 productos y seis años de pedidos sin interrupciones, codo con codo con el equipo interno. Al lanzamiento, ellos mismos habían escrito un tercio del código, y publicaron solos la versión de Black Friday.",
    ],
  },
  results: {
    en: [
      "Mobile product pages load in 1.2 seconds, down from 8",
      "Online conversion up 41% in the first year",
      "Oversold orders down 94% with real-time stock from all 14 shops",
      "Portugal and France launched within 5 months of go-live",
    ],
    zh: [
      "行動版商品頁載入時間從 8 秒縮短至 1.2 秒",
      "第一年線上轉換率提升 41%",
      "14 間門市庫存即時同步，超賣訂單減少 94%",
      "正式上線後 5 個月內即拓展至葡萄牙與法國",
    ],
    es: [
      "Las fichas de producto en el móvil cargan en 1,2 segundos, frente a 8 antes",
      "La conversión online creció un 41% el primer año",
      "Los pedidos de artículos agotados cayeron un 94% gracias al stock en tiempo real de las 14 tiendas",
      "Lanzamiento en Portugal y Francia a los 5 meses de la puesta en marcha",
    ],
  },
  testimonial: {
    quote: {
      en: "They never treated our developers as an audience. They built the platform with them, so on launch day it was already ours. That Black Friday was the calmest week we'd had in years, and the busiest.",
      zh: "他們從不把我們的工程師當成旁觀者，而是和他們一起動手打造，所以上線當天，這個平臺就已經是我們自己的了。那年的黑色星期五，是多年來最從容、也是業績最好的一週。",
      es: "Nunca trataron a nuestros desarrolladores como espectadores: construyeron la plataforma con ellos, así que el día del lanzamiento ya era nuestra. Ese Black Friday fue la semana más tranquila en años, y también la de más ventas.",
    },
    author: "Lucía Ferrer",
    position: { en: "Head of Digital", zh: "數位部門主管", es: "Directora digital" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a laptop and a phone showing an online homeware shop, with shopping bags and a delivery box",
        zh: "插圖：一臺筆電與一支手機顯示家居用品網路商店，旁邊是購物袋與宅配紙箱",
        es: "Ilustración: un portátil y un móvil con una tienda online de artículos para el hogar, junto a bolsas de compra y una caja de envío",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of a product page with photos, colour options, stock per shop and an add-to-cart button",
        zh: "商品頁截圖，包含商品照片、顏色選項、各門市庫存與加入購物車按鈕",
        es: "Captura de una ficha de producto con fotos, opciones de color, stock por tienda y el botón de añadir al carrito",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the checkout with the order summary, delivery options and payment methods",
        zh: "結帳頁截圖，顯示訂單摘要、配送選項與付款方式",
        es: "Captura del proceso de pago con el resumen del pedido, las opciones de envío y los medios de pago",
      },
    },
  ],
} satisfies Project;
