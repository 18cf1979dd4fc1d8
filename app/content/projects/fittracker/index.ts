import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "mobile-development",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "FitTracker App", zh: "FitTracker 健身追蹤 App", es: "App FitTracker" },
  category: { en: "Mobile Development", zh: "行動應用開發", es: "Desarrollo móvil" },
  tagline: {
    en: "Class booking, training plans and progress, in one app members open daily.",
    zh: "課程預約、訓練課表與進度追蹤，會員每天都會打開的 App。",
    es: "Reservas, planes de entrenamiento y progreso en una app que los socios abren a diario.",
  },
  summary: {
    en: "A React Native app for a Taipei boutique fitness chain, connecting class bookings, coach-built programmes and wearable data to keep members training.",
    zh: "為臺北精品健身連鎖品牌打造的 React Native App，串連課程預約、教練規劃的訓練課表與穿戴裝置數據，讓會員持續運動。",
    es: "App en React Native para una cadena de estudios de fitness de Taipéi que une reservas, programas de los entrenadores y datos de wearables para que los socios sigan entrenando.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "A React Native app for a Taipei boutique fitness chain, joining class booking, coach-built programmes and wearable data. Third-month churn fell 31%.",
    zh: "為臺北精品健身連鎖品牌打造的 React Native App，串連課程預約、教練課表與穿戴裝置數據，入會第三個月流失率下降 31%。",
    es: "App en React Native para una cadena de fitness de Taipéi que une reservas, programas de entrenadores y wearables: las bajas del tercer mes caen un 31%.",
  },
  client: "Loft Motion Studios",
  year: 2021,
  technologies: [
    "React Native",
    "TypeScript",
    "HealthKit",
    "Google Fit",
    "Node.js",
    "PostgreSQL",
    "AWS",
  ],
  overview: {
    en: [
      "Loft Motion Studios runs twelve boutique studios in Taipei and Taichung, offering strength, cycling and mobility classes to about 9,000 members. Members loved the coaching but drifted away between classes, and the studios' booking system did nothing to bring them back. We built FitTracker, an app that joins class booking, personal programmes and wearable data into a single daily habit.",
    ],
    zh: [
      "Loft Motion Studios 在臺北與臺中經營 12 間精品健身工作室，提供肌力、飛輪與活動度課程，會員約 9,000 人。會員很喜歡教練的指導，卻常在兩堂課之間漸漸流失，而原本的預約系統對挽回會員毫無幫助。我們打造了 FitTracker，把課程預約、個人課表與穿戴裝置數據，整合成會員每天的運動習慣。",
    ],
    es: [
      "Loft Motion Studios gestiona doce estudios boutique en Taipéi y Taichung con clases de fuerza, ciclismo indoor y movilidad para unos 9.000 socios. A los socios les encantaban los entrenadores, pero se desenganchaban entre una clase y otra, y el sistema de reservas no hacía nada por recuperarlos. Creamos FitTracker, una app que une reservas, programas personales y datos de wearables en un hábito diario.",
    ],
  },
  challenge: {
    en: [
      "Bookings ran through a generic third-party system and a LINE group per studio, so popular classes filled in minutes while others ran half empty. Coaches wrote programmes in notebooks and spreadsheets, and members had no record of their progress. Churn peaked in the third month, exactly when members stopped seeing results they could measure.",
      "The client wanted iOS and Android at the same quality, on a modest budget and a tight timeline: the app had to launch within five months, in time for the January rush. Members wore everything from Apple Watch and Garmin to inexpensive Android bands, and coaches needed tools simple enough to use on a tablet between back-to-back classes.",
    ],
    zh: [
      "預約原本透過通用型的第三方系統，加上每間工作室各自的 LINE 群組進行，熱門課程幾分鐘就額滿，其他課程卻只坐滿一半。教練把課表寫在筆記本和試算表裡，會員也無從查看自己的進步。流失率在入會第三個月最高，恰好是會員開始看不到可量化成果的時候。",
      "客戶希望 iOS 與 Android 品質一致，但預算有限、時程緊湊：App 必須在五個月內上線，趕上一月的健身旺季。會員使用的裝置五花八門，從 Apple Watch、Garmin 到平價的 Android 手環都有；教練則需要在連續上課的空檔，用平板就能快速操作的簡單工具。",
    ],
    es: [
      "Las reservas pasaban por un sistema genérico de terceros y un grupo de LINE por estudio, así que las clases más populares se llenaban en minutos mientras otras iban a medias. Los entrenadores escribían los programas en cuadernos y hojas de cálculo, y los socios no tenían registro de su progreso. Las bajas se concentraban en el tercer mes, justo cuando dejaban de ver resultados medibles.",
      "El cliente quería iOS y Android con la misma calidad, con un presupuesto ajustado y plazos cortos: la app debía estar lista en cinco meses, a tiempo para la avalancha de enero. Los socios usaban de todo, desde Apple Watch y Garmin hasta pulseras Android económicas, y los entrenadores necesitaban herramientas lo bastante sencillas para usarlas en una tableta entre clases seguidas.",
    ],
  },
  solution: {
    en: [
      "We built FitTracker in React Native and TypeScript, so one team delivered both apps from shared code, with native modules where it mattered, such as HealthKit and Google Fit sync. Members book classes, join waitlists that fill automatically, log sets and reps, and see weekly progress drawn from both their workouts and their wearables.",
      "Coaches get a tablet view to assign programmes, adjust them after each session and message members who have gone quiet. A Node.js API on PostgreSQL, hosted on AWS, replaced the old booking system and handles memberships, class packs and waitlists. We piloted the app in 2 studios, refined it for six weeks, then opened it to every member.",
    ],
    zh: [
      "我們以 React Native 與 TypeScript 開發 FitTracker，由同一個團隊交付雙平臺 App，大部分程式碼共用，並在關鍵處採用原生模組，例如 HealthKit 與 Google Fit 同步。會員可以預約課程、加入自動遞補的候補名單、記錄組數與次數，並查看結合訓練紀錄與穿戴裝置數據的每週進度。",
      "教練擁有專屬的平板介面，可指派課表、在每堂課後調整內容，並主動聯繫久未出現的會員。部署於 AWS、以 Node.js 搭配 PostgreSQL 的 API 取代了舊的預約系統，負責管理會籍、課程堂數方案與候補名單。我們先在 2 間工作室試行，花六週打磨細節，再開放給所有會員使用。",
    ],
    es: [
      "Desarrollamos FitTracker con React Native y TypeScript, de modo que un solo equipo entregó ambas apps con código compartido y módulos nativos donde hacía falta, como la sincronización con HealthKit y Google Fit. Los socios reservan clases, se apuntan a listas de espera que se cubren solas, registran series y repeticiones y ven su progreso semanal a partir de sus entrenamientos y sus wearables.",
      "Los entrenadores tienen una vista para tableta desde la que asignan programas, los ajustan tras cada sesión y escriben a los socios que llevan tiempo sin aparecer. Una API en Node.js sobre PostgreSQL, alojada en AWS, sustituyó al antiguo sistema de reservas y gestiona membresías, bonos de clases y listas de espera. Hicimos un piloto en 2 estudios, pulimos la app durante seis semanas y luego la abrimos a todos los socios.",
    ],
  },
  results: {
    en: [
      "Third-month churn down 31% in the first year",
      "Average class occupancy up from 68% to 89% with automatic waitlists",
      "74% of members active in the app every week",
      "Launched on iOS and Android in 19 weeks",
    ],
    zh: [
      "第一年內，入會第三個月的流失率下降 31%",
      "自動候補機制讓平均課程滿班率從 68% 提升至 89%",
      "74% 的會員每週都會使用 App",
      "19 週內同步推出 iOS 與 Android 版本",
    ],
    es: [
      "Las bajas en el tercer mes se redujeron un 31% el primer año",
      "La ocupación media de las clases pasó del 68% al 89% gracias a las listas de espera automáticas",
      "El 74% de los socios usa la app cada semana",
      "Lanzamiento en iOS y Android en 19 semanas",
    ],
  },
  testimonial: {
    quote: {
      en: "Our coaches can finally follow members between classes, not just during them. People walk in talking about their weekly streaks, and thanks to the waitlist our best classes are never half empty anymore.",
      zh: "我們的教練終於能在課堂之外持續關心會員，而不只是上課的那一小時。會員走進教室時會聊起自己的每週連續紀錄；有了候補名單，最受歡迎的課也不再空著一半。",
      es: "Por fin nuestros entrenadores pueden acompañar a los socios entre clases, no solo durante ellas. La gente llega comentando sus rachas semanales y, gracias a la lista de espera, nuestras mejores clases ya nunca están medio vacías.",
    },
    author: "Lin Yu-ting",
    position: { en: "Co-founder", zh: "共同創辦人", es: "Cofundadora" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a phone showing a fitness app with an activity ring, next to a smartwatch, a dumbbell and a water bottle",
        zh: "插圖：手機顯示帶有活動圓環的健身 App，旁邊是智慧手錶、啞鈴與水壺",
        es: "Ilustración: un teléfono con una app de fitness y un anillo de actividad, junto a un reloj inteligente, una mancuerna y una botella de agua",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the class schedule with open spots, a waitlist and the member's booked sessions",
        zh: "課程表截圖，顯示剩餘名額、候補名單與會員已預約的課程",
        es: "Captura del horario de clases con plazas libres, lista de espera y las sesiones reservadas del socio",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the weekly progress screen with a workout streak, training volume and a heart-rate chart",
        zh: "每週進度畫面截圖，顯示連續訓練紀錄、訓練量與心率圖表",
        es: "Captura de la pantalla de progreso semanal con la racha de entrenamientos, el volumen de entrenamiento y un gráfico de frecuencia cardiaca",
      },
    },
  ],
} satisfies Project;
