import type { Role } from "./types";

export default {
  title: {
    en: "Senior Mobile Engineer (React Native)",
    zh: "資深行動工程師（React Native）",
    es: "Ingeniero/a móvil sénior (React Native)",
  },
  team: { en: "Mobile", zh: "行動開發", es: "Móvil" },
  workplace: "hybrid",
  employmentType: "FULL_TIME",
  datePosted: "2026-11-02",
  validThrough: "2027-01-31",
  summary: {
    en: "Build and ship React Native apps for our clients, owning features from the Figma design to the App Store and Google Play. Hybrid: you work from our Ras Al Khaimah office three days a week.",
    zh: "為客戶開發並推出 React Native App，從 Figma 設計稿到上架 App Store 與 Google Play，完整負責每一項功能。混合辦公：每週三天在拉斯海瑪辦公室工作。",
    es: "Desarrollarás y publicarás apps en React Native para nuestros clientes, y te encargarás de cada función desde el diseño en Figma hasta el App Store y Google Play. Modalidad híbrida: tres días a la semana en nuestra oficina de Ras al Jaima.",
  },
  metaDescription: {
    en: "Senior React Native engineer in Ras Al Khaimah (hybrid, three days at the office): build client apps from Figma to the App Store and Google Play.",
    zh: "拉斯海瑪資深 React Native 工程師（混合辦公，每週進辦公室三天）：從 Figma 設計到上架，打造客戶的 App。",
    es: "Ingeniero/a sénior de React Native en Ras al Jaima (híbrido, tres días en la oficina): apps de clientes, de Figma a App Store y Google Play.",
  },
  responsibilities: {
    en: [
      "Build features in React Native and TypeScript, from Figma designs to releases on the App Store and Google Play, working in one- or two-week sprints with designers and backend engineers.",
      "Write native modules in Swift and Kotlin where the app needs the platform: Bluetooth devices, HealthKit and Health Connect, push notifications and background tasks.",
      "Keep apps fast and stable: cold start under 2 seconds on mid-range Android phones and more than 99.8% crash-free sessions, tracked in Sentry or Firebase Crashlytics.",
      "Set up and maintain automated tests with Jest, React Native Testing Library and Detox, and build pipelines with Fastlane or EAS that ship a release without manual steps.",
      "Take part in discovery: estimate work, spot technical risks early and help clients choose between cross-platform and native.",
      "Review code and mentor mid-level engineers through pairing, reviews and short written guides.",
    ],
    zh: [
      "以 React Native 與 TypeScript 開發功能，從 Figma 設計稿一路到在 App Store 與 Google Play 發布，與設計師及後端工程師以一到兩週的衝刺週期合作。",
      "在 App 需要平臺原生能力時，以 Swift 與 Kotlin 撰寫原生模組：藍牙裝置、HealthKit 與 Health Connect、推播通知及背景作業。",
      "讓 App 保持快速穩定：在中階 Android 手機上冷啟動不超過 2 秒、無當機工作階段比例高於 99.8%，並以 Sentry 或 Firebase Crashlytics 追蹤。",
      "以 Jest、React Native Testing Library 與 Detox 建立並維護自動化測試，並用 Fastlane 或 EAS 建置無需手動步驟即可發版的流程。",
      "參與探索階段：估算工作量、及早發現技術風險，並協助客戶在跨平臺與原生開發之間做出選擇。",
      "審查程式碼，並透過結對開發、程式碼審查與簡短的書面指南，指導中階工程師。",
    ],
    es: [
      "Desarrollar funciones en React Native y TypeScript, desde los diseños en Figma hasta su publicación en el App Store y Google Play, en sprints de una o dos semanas con diseñadores e ingenieros de backend.",
      "Escribir módulos nativos en Swift y Kotlin cuando la app necesita la plataforma: dispositivos Bluetooth, HealthKit y Health Connect, notificaciones push y tareas en segundo plano.",
      "Mantener las apps rápidas y estables: arranque en frío por debajo de 2 segundos en móviles Android de gama media y más del 99,8% de sesiones sin cierres inesperados, con seguimiento en Sentry o Firebase Crashlytics.",
      "Crear y mantener pruebas automatizadas con Jest, React Native Testing Library y Detox, y pipelines con Fastlane o EAS que publican una versión sin pasos manuales.",
      "Participar en el descubrimiento: estimar el trabajo, detectar pronto los riesgos técnicos y ayudar a los clientes a elegir entre multiplataforma y nativo.",
      "Revisar código y acompañar a ingenieros de nivel medio mediante programación en pareja, revisiones y guías breves por escrito.",
    ],
  },
  requirements: {
    en: [
      "At least 5 years of mobile development, including 3 or more with React Native and TypeScript in production.",
      "Apps you have shipped to the App Store and Google Play and maintained after launch; links or screenshots are welcome.",
      "Enough Swift or Kotlin to write, debug and maintain a native module.",
      "Experience with data and state libraries such as TanStack Query or Redux Toolkit, offline storage, and REST or GraphQL APIs.",
      "Practice profiling on real devices with React Native DevTools, Xcode Instruments or the Android Studio profiler, and fixing what you find.",
      "Clear written and spoken English, and living in the UAE or being ready to move there; Arabic, Chinese or Spanish is a plus.",
    ],
    zh: [
      "至少 5 年行動開發經驗，其中 3 年以上在正式產品中使用 React Native 與 TypeScript。",
      "曾將 App 上架至 App Store 與 Google Play，並在上線後持續維護；歡迎附上連結或截圖。",
      "具備足以撰寫、除錯並維護原生模組的 Swift 或 Kotlin 能力。",
      "熟悉 TanStack Query 或 Redux Toolkit 等資料與狀態管理工具、離線儲存，以及 REST 或 GraphQL API。",
      "習慣在實體裝置上以 React Native DevTools、Xcode Instruments 或 Android Studio 效能分析工具找出問題並加以修正。",
      "英文書寫與口語表達清楚，目前居住在阿聯或願意移居；會阿拉伯文、中文或西班牙文者尤佳。",
    ],
    es: [
      "Al menos 5 años de desarrollo móvil, 3 o más de ellos con React Native y TypeScript en producción.",
      "Apps que hayas publicado en el App Store y Google Play y mantenido después del lanzamiento; se agradecen enlaces o capturas.",
      "Suficiente Swift o Kotlin para escribir, depurar y mantener un módulo nativo.",
      "Experiencia con librerías de datos y estado como TanStack Query o Redux Toolkit, almacenamiento offline y API REST o GraphQL.",
      "Costumbre de analizar el rendimiento en dispositivos reales con React Native DevTools, Xcode Instruments o el profiler de Android Studio, y de corregir lo que encuentras.",
      "Inglés claro, oral y escrito, y residir en los Emiratos Árabes Unidos o estar dispuesto/a a trasladarte; se valorará el árabe, el chino o el español.",
    ],
  },
} satisfies Role;
