import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "Web Development", zh: "網站開發", es: "Desarrollo web" },
  summary: {
    en: "Fast, accessible web applications and sites in React and TypeScript, from customer portals and dashboards to company websites, backed by APIs built to last.",
    zh: "以 React 與 TypeScript 打造快速、無障礙的網站與網頁應用程式，從客戶入口、管理後臺到企業官網，背後搭配經得起時間考驗的 API。",
    es: "Aplicaciones y sitios web rápidos y accesibles con React y TypeScript, desde portales de clientes y paneles de gestión hasta sitios corporativos, con APIs pensadas para durar.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Fast, accessible web apps and sites in React and TypeScript, from customer portals and SaaS platforms to company websites, with APIs built to last.",
    zh: "以 React 與 TypeScript 打造快速、無障礙的網站與網頁應用程式，從客戶入口、SaaS 平臺到企業官網，背後搭配經得起考驗的 API。",
    es: "Aplicaciones y sitios web rápidos y accesibles con React y TypeScript, de portales de clientes y plataformas SaaS a webs corporativas, con APIs duraderas.",
  },
  description: {
    en: "We build web products that load quickly, work on every screen and hold up under real traffic. From a single customer portal to a full SaaS platform, we handle the front end, the back end and the infrastructure, and we write code your team can read and extend.",
    zh: "我們打造載入迅速、在各種螢幕上都好用、並能承受真實流量的網路產品。不論是一個客戶入口網站，還是完整的 SaaS 平臺，從前端、後端到基礎架構都由我們負責，程式碼清楚易讀，您的團隊也能輕鬆接手擴充。",
    es: "Creamos productos web que cargan rápido, funcionan en cualquier pantalla y aguantan tráfico real. Desde un portal de clientes hasta una plataforma SaaS completa, nos ocupamos del frontend, del backend y de la infraestructura, y escribimos un código que tu equipo pueda leer y ampliar sin problemas.",
  },
  overview: {
    en: [
      "Our default stack is React and TypeScript on the front end, with server rendering through frameworks such as Next.js or React Router, and Node.js with PostgreSQL behind it. We design the data model and the API (REST or GraphQL) before the screens, because that is where most long-term cost hides. Pages are built to meet Core Web Vitals and WCAG 2.2 AA, with semantic HTML, keyboard support and proper metadata for search engines.",
      "We work in short iterations with a staging environment you can open at any time, and every change goes through code review, automated tests and a CI/CD pipeline before it reaches production. Authentication, roles and permissions, payments, multilingual content and integrations with your CRM or ERP are routine work for us. You get a documented codebase, infrastructure defined as code and monitoring in place, so the site keeps running smoothly after the project ends.",
    ],
    zh: [
      "前端我們預設採用 React 與 TypeScript，透過 Next.js 或 React Router 等框架進行伺服器端渲染，後端則使用 Node.js 與 PostgreSQL。我們會先設計資料模型與 API（REST 或 GraphQL），再動手做畫面，因為長期成本往往就藏在這裡。每個頁面都以 Core Web Vitals 與 WCAG 2.2 AA 為標準，採用語意化 HTML、支援鍵盤操作，並為搜尋引擎備妥正確的中繼資料。",
      "我們以短週期迭代推進，您隨時都能開啟測試環境查看進度；每項變更在上線前，都會經過程式碼審查、自動化測試與 CI/CD 流程。登入驗證、角色權限、金流串接、多語內容，以及與您現有 CRM 或 ERP 的整合，都是我們的日常工作。交付時，您會拿到附有文件的程式碼、以程式碼定義的基礎架構，以及已經就緒的監控機制，即使專案告一段落，網站依然穩定運作。",
    ],
    es: [
      "Nuestra base habitual es React con TypeScript en el frontend, con renderizado en servidor mediante frameworks como Next.js o React Router, y Node.js con PostgreSQL detrás. Diseñamos el modelo de datos y la API (REST o GraphQL) antes que las pantallas, porque ahí se concentra buena parte del gasto a largo plazo. Cada página se construye para cumplir Core Web Vitals y WCAG 2.2 AA, con HTML semántico, navegación por teclado y metadatos correctos para los buscadores.",
      "Trabajamos en iteraciones cortas con un entorno de pruebas que puedes abrir cuando quieras, y cada cambio pasa por revisión de código, pruebas automatizadas y un pipeline de CI/CD antes de llegar a producción. La autenticación, los roles y permisos, los pagos, el contenido multilingüe y las integraciones con tu CRM o ERP son trabajo habitual para nosotros. Recibes código documentado, la infraestructura definida como código y las alertas ya configuradas, para que el sitio siga funcionando sin sobresaltos al cerrar el proyecto.",
    ],
  },
  features: {
    en: [
      "Web applications and SaaS platforms",
      "React and TypeScript front ends",
      "Node.js APIs and PostgreSQL databases",
      "Fast, accessible, search-friendly pages",
      "Payments, sign-in and third-party integrations",
      "CI/CD, hosting and monitoring",
    ],
    zh: [
      "網頁應用程式與 SaaS 平臺",
      "React 與 TypeScript 前端開發",
      "Node.js API 與 PostgreSQL 資料庫",
      "快速、無障礙且利於 SEO 的頁面",
      "金流、登入與第三方服務整合",
      "CI/CD、主機代管與系統監控",
    ],
    es: [
      "Aplicaciones web y plataformas SaaS",
      "Frontend con React y TypeScript",
      "APIs en Node.js y bases de datos PostgreSQL",
      "Páginas rápidas, accesibles y optimizadas para SEO",
      "Pagos, inicio de sesión e integraciones externas",
      "CI/CD, alojamiento y supervisión",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: a browser window showing a web application with a dashboard layout",
      zh: "插圖：瀏覽器視窗中的網頁應用程式，呈現儀錶板式的版面",
      es: "Ilustración: una ventana de navegador con una aplicación web organizada como panel de control",
    },
  },
} satisfies Service;
