import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "web-development",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "FinTech Dashboard", zh: "FinTech 金融數據儀錶板", es: "Panel financiero FinTech" },
  category: { en: "Web Development", zh: "網站開發", es: "Desarrollo web" },
  tagline: {
    en: "Real-time money movement, reconciled and explained for finance teams.",
    zh: "即時掌握每一筆資金流動，自動對帳、一目瞭然。",
    es: "Movimientos de dinero en tiempo real, conciliados y claros para los equipos financieros.",
  },
  summary: {
    en: "A real-time treasury and reconciliation dashboard for a Riyadh payments company and its 3,000 merchants, replacing spreadsheets and overnight reports.",
    zh: "為利雅德一家支付公司及其 3,000 家商戶打造的即時資金與對帳儀錶板，取代試算表與隔夜報表。",
    es: "Panel de tesorería y conciliación en tiempo real para una empresa de pagos de Riad y sus 3.000 comercios, que sustituye hojas de cálculo e informes nocturnos.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Real-time reconciliation dashboard for a Riyadh payments firm and 3,000 merchants: 97% of transactions matched automatically, month-end close in 2 days.",
    zh: "為利雅德支付公司及 3,000 家商戶打造的即時對帳儀錶板：97% 交易自動對帳，月結從 9 個工作天縮短為 2 天。",
    es: "Conciliación en tiempo real para una empresa de pagos de Riad y 3.000 comercios: el 97% de los pagos se concilia solo y el cierre mensual baja a 2 días.",
  },
  client: "Khuzama Payments",
  year: 2025,
  technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Kafka", "Kubernetes", "GCP"],
  overview: {
    en: [
      "Khuzama Payments processes card and wallet payments for around 3,000 merchants in Saudi Arabia, from neighbourhood cafés to national retail chains. Their finance team and their merchants both relied on exports and spreadsheets to understand where the money was. We designed and built a dashboard that shows settlements, fees, refunds and disputes as they happen, and reconciles them automatically against the banks.",
    ],
    zh: [
      "Khuzama Payments 為沙烏地阿拉伯約 3,000 家商戶處理信用卡與電子錢包付款，客戶從社區咖啡館到全國連鎖零售都有。過去，財務團隊與商戶都只能靠匯出檔和試算表來掌握資金去向。我們設計並開發了一套儀錶板，即時呈現撥款、手續費、退款與爭議款項，並自動與銀行資料對帳。",
    ],
    es: [
      "Khuzama Payments procesa pagos con tarjeta y billetera digital para unos 3.000 comercios en Arabia Saudí, desde cafeterías de barrio hasta cadenas nacionales. Tanto su equipo financiero como sus comercios dependían de exportaciones y hojas de cálculo para saber dónde estaba el dinero. Diseñamos y desarrollamos un panel que muestra liquidaciones, comisiones, reembolsos y disputas en el momento, y los concilia automáticamente con los bancos.",
    ],
  },
  challenge: {
    en: [
      "Reconciliation was done each morning from bank files and processor reports, by a team of six working in spreadsheets. Discrepancies took days to find, merchants called support to ask when they would be paid, and month-end close took nine working days. Any mistake in a settlement figure was a direct hit to merchant trust and a question from the regulator.",
      "The system had to handle around four million transactions a day with data less than a minute old, keep everything inside the Kingdom to meet SAMA requirements, and give auditors a full trail of every adjustment. It also had to serve two very different audiences: analysts who live in the numbers all day, and café owners who check their balance on a phone.",
    ],
    zh: [
      "對帳工作每天早上由六人團隊根據銀行檔案與收單機構報表，在試算表中逐筆核對。差異往往要好幾天才找得到，商戶不斷致電客服詢問何時入帳，月結更要花上九個工作天。撥款金額只要出錯，就會直接損及商戶信任，也會引來主管機關關切。",
      "系統每天須處理約四百萬筆交易，資料延遲不得超過一分鐘；所有資料都必須留在沙烏地境內以符合 SAMA 規範，並為稽核人員保留每一筆調整的完整軌跡。它還得同時服務兩種截然不同的使用者：整天埋首數字的分析師，以及用手機查看餘額的咖啡館老闆。",
    ],
    es: [
      "La conciliación se hacía cada mañana a partir de archivos bancarios e informes del procesador, con un equipo de seis personas trabajando en hojas de cálculo. Las discrepancias tardaban días en encontrarse, los comercios llamaban a soporte para preguntar cuándo cobrarían y el cierre mensual llevaba nueve días hábiles. Cualquier error en una liquidación dañaba la confianza de los comercios y atraía preguntas del regulador.",
      "El sistema debía procesar unos cuatro millones de transacciones al día con datos de menos de un minuto de antigüedad, mantener toda la información dentro del Reino para cumplir los requisitos de SAMA y ofrecer a los auditores la trazabilidad completa de cada ajuste. Además, tenía que servir a dos públicos muy distintos: analistas que viven entre cifras todo el día y dueños de cafeterías que consultan su saldo en el teléfono.",
    ],
  },
  solution: {
    en: [
      "We built an event pipeline on Kafka that ingests transactions, bank statements and processor files, and a Node.js matching engine that reconciles them continuously in PostgreSQL, flagging only the exceptions for a person to review. Every change is stored as an immutable entry, so any figure on screen can be traced back to the source records behind it in two clicks.",
      "The React and TypeScript front end gives the finance team dense, filterable views that drill down from daily totals to single transactions, while merchants get a simple responsive portal in Arabic and English showing balances, upcoming payouts and disputes. Everything runs on Kubernetes in Google Cloud's Dammam region, with role-based access and audit logs reviewed by Khuzama's compliance team.",
    ],
    zh: [
      "我們以 Kafka 建置事件管線，匯入交易、銀行對帳單與收單機構檔案，再由 Node.js 撰寫的比對引擎在 PostgreSQL 中持續對帳，只把例外狀況交由專人審查。每一次變動都以不可竄改的紀錄保存，畫面上任何一個數字，只要點兩下就能追溯到背後的原始資料。",
      "以 React 與 TypeScript 開發的前端，為財務團隊提供資訊密集、可自由篩選的檢視畫面，從每日總額一路展開到單筆交易；商戶則有簡潔的響應式入口網站，以阿拉伯文與英文顯示餘額、即將撥款的金額與爭議款項。整套系統運行於 Google Cloud 達曼區域的 Kubernetes 上，具備角色權限控管，稽核紀錄則由 Khuzama 的法遵團隊定期審閱。",
    ],
    es: [
      "Construimos un flujo de eventos sobre Kafka que recibe transacciones, extractos bancarios y archivos del procesador, y un motor de conciliación en Node.js que los cruza de forma continua en PostgreSQL y solo envía las excepciones a revisión humana. Cada cambio se guarda como un asiento inmutable, así que cualquier cifra en pantalla puede rastrearse hasta sus registros de origen en dos clics.",
      "El front-end en React y TypeScript ofrece al equipo financiero vistas densas y filtrables, que bajan desde los totales diarios hasta cada transacción, mientras que los comercios disponen de un portal sencillo y adaptable, en árabe e inglés, con saldos, próximos pagos y disputas. Todo funciona sobre Kubernetes en la región de Dammam de Google Cloud, con control de acceso por roles y registros de auditoría que revisa el equipo de cumplimiento de Khuzama.",
    ],
  },
  results: {
    en: [
      "Month-end close down from 9 working days to 2",
      "97% of transactions reconciled automatically, with no manual step",
      "Merchant “when will I be paid?” calls down 64%",
      "Dashboards refresh within 30 seconds at 4 million transactions a day",
    ],
    zh: [
      "月結作業從 9 個工作天縮短為 2 天",
      "97% 的交易自動完成對帳，無需人工介入",
      "商戶詢問「何時入帳」的來電減少 64%",
      "每日 400 萬筆交易量下，儀錶板仍在 30 秒內更新",
    ],
    es: [
      "El cierre mensual pasó de 9 días hábiles a 2",
      "El 97% de las transacciones se concilia automáticamente, sin intervención manual",
      "Las llamadas de comercios preguntando «¿cuándo cobro?» bajaron un 64%",
      "Los paneles se actualizan en menos de 30 segundos con 4 millones de transacciones diarias",
    ],
  },
  testimonial: {
    quote: {
      en: "We used to find out about a settlement problem from an angry merchant. Now we see it before they do, usually before lunch. The auditors asked fewer questions this year than ever, and my team finally goes home on time at month-end.",
      zh: "以前我們總是從憤怒的商戶口中才得知撥款出了問題，現在通常中午前就會先發現。今年稽核提出的問題是歷年來最少的，我的團隊在月結時也終於能準時下班。",
      es: "Antes nos enterábamos de un problema de liquidación por un comercio enfadado. Ahora lo vemos antes que ellos, normalmente antes del mediodía. Este año los auditores hicieron menos preguntas que nunca, y mi equipo por fin sale a su hora en el cierre de mes.",
    },
    author: "Faisal Al-Otaibi",
    position: { en: "Chief Financial Officer", zh: "財務長", es: "Director financiero" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a finance dashboard on a large monitor with charts, payment cards and a stack of coins",
        zh: "插圖：大型螢幕上的財務儀錶板，搭配圖表、支付卡片與一疊硬幣",
        es: "Ilustración: un panel financiero en un monitor grande con gráficos, tarjetas de pago y una pila de monedas",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the treasury overview with today's settlements, fees and a chart of incoming payments",
        zh: "資金總覽截圖，顯示今日撥款、手續費與入帳金額走勢圖",
        es: "Captura del resumen de tesorería con las liquidaciones y comisiones del día y un gráfico de cobros entrantes",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the reconciliation view listing unmatched transactions waiting for review",
        zh: "對帳畫面截圖，列出待審查的未比對交易",
        es: "Captura de la vista de conciliación con transacciones sin emparejar pendientes de revisión",
      },
    },
  ],
} satisfies Project;
