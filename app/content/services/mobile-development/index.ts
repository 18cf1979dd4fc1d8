import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "Mobile Development", zh: "行動應用開發", es: "Desarrollo móvil" },
  summary: {
    en: "Native iOS and Android apps, or one cross-platform codebase, built to ship through the App Store and Google Play and to stay maintainable after launch.",
    zh: "無論是原生 iOS、Android App，還是一套程式碼跨平臺，我們從開發一路做到上架 App Store 與 Google Play，上線後依然好維護。",
    es: "Apps nativas para iOS y Android, o una sola base de código multiplataforma, listas para publicarse en App Store y Google Play y fáciles de mantener después del lanzamiento.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Native iOS and Android apps in Swift and Kotlin, or one React Native codebase, released on the App Store and Google Play and easy to maintain.",
    zh: "原生 iOS、Android 或 React Native 跨平臺 App，從開發到上架 App Store 與 Google Play，上線後依然好維護。",
    es: "Apps nativas para iOS y Android o multiplataforma con React Native, publicadas en App Store y Google Play y fáciles de mantener tras el lanzamiento.",
  },
  description: {
    en: "We design, build and release mobile apps for iPhone, iPad and Android. Whether your product needs native performance or a shared React Native codebase, we pick the approach that fits your users and budget, and we deliver an app your own team can keep developing.",
    zh: "我們為 iPhone、iPad 與 Android 裝置設計、開發並發布行動應用程式。您的產品需要原生效能，或更適合共用一套 React Native 程式碼？我們會依您的使用者與預算選擇合適的做法，交付一個您的團隊能接手持續發展的 App。",
    es: "Diseñamos, desarrollamos y publicamos apps móviles para iPhone, iPad y Android. Según lo que necesite tu producto, rendimiento nativo o una base compartida en React Native, elegimos el enfoque que mejor encaja con tus usuarios y tu presupuesto, y te entregamos una app que tu propio equipo pueda seguir desarrollando.",
  },
  overview: {
    en: [
      "Most projects start with a short discovery phase: we map the core user journeys, agree on what the first release must do, and choose the stack. For native apps we write Swift and SwiftUI on iOS and Kotlin with Jetpack Compose on Android; when one codebase makes more sense, we use React Native with TypeScript. Offline storage, push notifications, in-app purchases, deep links and accessibility are planned from the start rather than added at the end.",
      "Every build runs through automated tests and a CI pipeline, and every week or two you receive TestFlight and Google Play test builds, so progress is something you can hold in your hand. We prepare store listings, privacy declarations and review submissions, then watch crash reports and analytics after release. At handover you own the source code, the signing keys and the developer accounts, with documentation your team or ours can build on.",
    ],
    zh: [
      "專案通常從簡短的需求探索開始：我們一起釐清核心使用流程，確認第一版必須具備哪些功能，再決定技術架構。原生開發時，iOS 採用 Swift 與 SwiftUI，Android 採用 Kotlin 與 Jetpack Compose；若單一程式碼庫更划算，則使用 React Native 搭配 TypeScript。離線儲存、推播通知、App 內購買、深層連結與無障礙設計，都在一開始就納入規劃，而不是等到最後才補上。",
      "每次建置都會經過自動化測試與 CI 流程，每一到兩週您就會收到 TestFlight 與 Google Play 的測試版本，進度拿在手上就看得到。商店頁面、隱私權聲明與審核送件由我們準備，上線後也持續追蹤當機報告與使用數據。交接時，原始碼、簽署金鑰與開發者帳號全數歸您所有，並附上完整文件，無論由您的團隊或我們接手，都能順利延續開發。",
    ],
    es: [
      "Casi todos los proyectos empiezan con una breve fase de descubrimiento: trazamos los recorridos clave de los usuarios, acordamos qué debe hacer la primera versión y elegimos la tecnología. En apps nativas escribimos Swift y SwiftUI para iOS, y Kotlin con Jetpack Compose para Android; cuando conviene una sola base de código, usamos React Native con TypeScript. El almacenamiento sin conexión, las notificaciones push, las compras integradas, los enlaces profundos y la accesibilidad se planifican desde el principio, no al final.",
      "Cada compilación pasa por pruebas automatizadas y un pipeline de CI, y cada una o dos semanas recibes versiones de prueba en TestFlight y Google Play, así que puedes ver y tocar el avance. Preparamos las fichas de las tiendas, las declaraciones de privacidad y los envíos a revisión, y tras el lanzamiento seguimos los informes de fallos y las analíticas. Al cerrar, el código fuente, las claves de firma y las cuentas de desarrollador son tuyos, con documentación para que tu equipo o el nuestro siga construyendo.",
    ],
  },
  features: {
    en: [
      "Native iOS and Android apps",
      "Cross-platform apps with React Native",
      "Offline sync and push notifications",
      "In-app purchases and subscriptions",
      "App Store and Google Play releases",
      "Crash monitoring and ongoing updates",
    ],
    zh: [
      "原生 iOS 與 Android App",
      "React Native 跨平臺開發",
      "離線同步與推播通知",
      "App 內購買與訂閱機制",
      "App Store 與 Google Play 上架",
      "當機監控與持續更新",
    ],
    es: [
      "Apps nativas para iOS y Android",
      "Apps multiplataforma con React Native",
      "Sincronización sin conexión y notificaciones push",
      "Compras integradas y suscripciones",
      "Publicación en App Store y Google Play",
      "Seguimiento de fallos y actualizaciones continuas",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: two smartphones side by side showing mobile app screens",
      zh: "插圖：兩支並排的智慧型手機，螢幕上顯示行動應用程式畫面",
      es: "Ilustración: dos teléfonos inteligentes uno junto al otro con pantallas de una app móvil",
    },
  },
} satisfies Service;
