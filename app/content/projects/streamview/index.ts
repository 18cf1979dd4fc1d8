import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "tv-streaming",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "StreamView TV", zh: "StreamView 串流電視", es: "Apps de StreamView TV" },
  category: { en: "TV & Streaming", zh: "電視與串流", es: "TV y streaming" },
  tagline: {
    en: "One streaming experience on every big screen in the living room.",
    zh: "客廳裡的每一塊大螢幕，都有一致的串流體驗。",
    es: "Una misma experiencia de streaming en cada pantalla grande del salón.",
  },
  summary: {
    en: "TV apps for a Singapore streaming service on Apple TV, Android TV, Samsung and LG, built on shared code with fast, reliable playback.",
    zh: "為新加坡串流平臺打造的電視 App，涵蓋 Apple TV、Android TV、Samsung 與 LG，以共用程式碼實現快速且穩定的播放。",
    es: "Apps de TV para un servicio de streaming de Singapur en Apple TV, Android TV, Samsung y LG, con código compartido y una reproducción rápida y estable.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "TV apps for a Singapore streaming service on Apple TV, Android TV, Samsung and LG, built on shared code, with 72% fewer playback stalls during live sport.",
    zh: "為新加坡串流平臺打造 Apple TV、Android TV、Samsung 與 LG 電視 App，以共用程式碼開發，體育直播卡頓減少 72%。",
    es: "Apps de TV para un servicio de streaming de Singapur en Apple TV, Android TV, Samsung y LG, con código compartido y un 72% menos de cortes en directo.",
  },
  client: "Straits Screen Media",
  year: 2022,
  technologies: ["tvOS", "Android TV", "Tizen", "webOS", "React", "HLS", "AWS"],
  overview: {
    en: [
      "Straits Screen Media runs a subscription service for Asian films, dramas and live sport, with 1.2 million subscribers across Southeast Asia. Most viewing had moved from phones to the television, but their TV apps lagged far behind. We rebuilt them as StreamView TV: one product on four TV platforms, with faster start-up, smoother playback and a catalogue designed for the remote.",
    ],
    zh: [
      "Straits Screen Media 經營一項訂閱制串流服務，提供亞洲電影、戲劇與體育直播，在東南亞擁有 120 萬名訂戶。多數觀眾早已從手機轉往電視收看，但他們的電視 App 卻遠遠落後。我們將其重建為 StreamView TV：同一個產品橫跨四個電視平臺，啟動更快、播放更順，片庫瀏覽也針對遙控器操作重新設計。",
    ],
    es: [
      "Straits Screen Media ofrece un servicio de suscripción de cine asiático, series y deporte en directo, con 1,2 millones de suscriptores en el Sudeste Asiático. La mayor parte del consumo había pasado del móvil al televisor, pero sus apps de TV se habían quedado muy atrás. Las reconstruimos como StreamView TV: un único producto en cuatro plataformas de TV, con un arranque más rápido, una reproducción más fluida y un catálogo pensado para el mando a distancia.",
    ],
  },
  challenge: {
    en: [
      "The existing apps had been built separately by three agencies, so every feature shipped four times and each platform behaved differently. On older Samsung and LG sets, the home screen took over ten seconds to load and video often stalled during live matches, which drove most of the support tickets and a steady stream of cancellations.",
      "The apps had to run on televisions from as far back as 2017 with very little memory, pass each store's certification, and respect regional rights, so a title licensed only in Malaysia never appeared in Singapore. Live football meant tens of thousands of viewers joining within the same minute, and the editorial team needed to change the home screen without waiting for a release.",
    ],
    zh: [
      "原有的 App 由三家外包公司分別開發，每個功能都得重做四次，各平臺的操作邏輯也不一致。在較舊的 Samsung 與 LG 電視上，首頁要十秒以上才能載入，體育直播時畫面更經常卡頓，成為客服案件的主要來源，退訂人數也持續增加。",
      "App 必須在記憶體極為有限、最早 2017 年出廠的電視上順暢運作，通過各平臺商店的上架審核，並正確處理區域版權，例如僅在馬來西亞授權的節目絕不能出現在新加坡。足球直播開賽時，數萬名觀眾會在同一分鐘內湧入；編輯團隊也需要隨時調整首頁內容，而不必等待新版本發布。",
    ],
    es: [
      "Las apps existentes las habían desarrollado por separado tres agencias, así que cada función se programaba cuatro veces y cada plataforma se comportaba de forma distinta. En televisores Samsung y LG antiguos, la pantalla de inicio tardaba más de diez segundos en cargar y el vídeo se detenía a menudo durante los partidos en directo, lo que generaba la mayoría de las incidencias de soporte y un goteo constante de bajas.",
      "Las apps debían funcionar en televisores de 2017 con muy poca memoria, superar la certificación de cada tienda y respetar los derechos por región, de modo que un título con licencia solo en Malasia nunca apareciera en Singapur. El fútbol en directo suponía decenas de miles de espectadores conectándose en el mismo minuto, y el equipo editorial necesitaba cambiar la portada sin esperar a una nueva versión.",
    ],
  },
  solution: {
    en: [
      "We built a single React application for Tizen, webOS and Android TV, tuned for low-memory devices with virtualised rows, carefully sized images and focus handling designed for remotes. On Apple TV we built a native tvOS app on the same API and design system. Playback uses adaptive HLS with per-device bitrate profiles and recovers quickly when the network dips.",
      "A layout service on AWS lets editors compose home screens and rows per country and audience, applying rights rules on the server so apps never receive content they cannot play. Before each big match we load-tested playback start at 50,000 concurrent joins. Automated tests on a rack of real televisions run every release through all four platforms before it reaches the stores.",
    ],
    zh: [
      "我們以單一 React 應用程式支援 Tizen、webOS 與 Android TV，並針對低記憶體裝置最佳化：虛擬化的內容列、精準控制的圖片尺寸，以及專為遙控器設計的焦點移動。Apple TV 則開發原生 tvOS App，與其他平臺共用相同的 API 與設計系統。播放採用自適應 HLS，依裝置設定位元率，網路不穩時也能迅速恢復。",
      "我們在 AWS 上建置版面服務，讓編輯依國家與受眾組合首頁與內容列；版權規則則在伺服器端套用，App 永遠不會收到無法播放的內容。每逢重要賽事前，我們都以 50,000 人同時進入的情境進行壓力測試。每次發版前，自動化測試都會在一整排實體電視上跑過四個平臺，確認無誤才送交商店。",
    ],
    es: [
      "Creamos una única aplicación React para Tizen, webOS y Android TV, optimizada para equipos con poca memoria mediante filas virtualizadas, imágenes bien dimensionadas y una navegación por foco diseñada para el mando. Para Apple TV desarrollamos una app nativa de tvOS que comparte la misma API y el mismo sistema de diseño. La reproducción usa HLS adaptativo con perfiles de bitrate por dispositivo y se recupera rápido cuando la red flaquea.",
      "Un servicio de maquetación en AWS permite a los editores componer portadas y filas por país y audiencia, y aplica las reglas de derechos en el servidor para que las apps nunca reciban contenido que no pueden reproducir. Antes de cada gran partido probamos el arranque de la reproducción con 50.000 conexiones simultáneas. Cada versión pasa pruebas automáticas en un bastidor de televisores reales de las cuatro plataformas antes de llegar a las tiendas.",
    ],
  },
  results: {
    en: [
      "Home screen loads in 2.1 seconds on 2017 TVs, down from 11",
      "Playback stalls down 72% during live sport",
      "TV viewing time per subscriber up 27% in six months",
      "Releases ship to all 4 platforms together every 2 weeks, instead of quarterly",
    ],
    zh: [
      "2017 年款電視的首頁載入時間，從 11 秒縮短至 2.1 秒",
      "體育直播期間的播放卡頓減少 72%",
      "六個月內，每位訂戶的電視觀看時數增加 27%",
      "四個平臺同步發版，從每季一次加快為每 2 週一次",
    ],
    es: [
      "La pantalla de inicio carga en 2,1 segundos en televisores de 2017, frente a 11 antes",
      "Los cortes de reproducción bajaron un 72% durante el deporte en directo",
      "El tiempo de visionado en TV por suscriptor subió un 27% en seis meses",
      "Nuevas versiones en las 4 plataformas a la vez cada 2 semanas, en lugar de cada trimestre",
    ],
  },
  testimonial: {
    quote: {
      en: "For the first time, our TV apps feel like one product. We release a feature once, not four times, and live matches no longer fill our support inbox. Our subscribers noticed the difference within a week.",
      zh: "我們的電視 App 第一次真正像是同一個產品。新功能只需開發一次，不用做四遍；直播賽事也不再塞爆客服信箱。訂戶不到一週就感受到了差異。",
      es: "Por primera vez, nuestras apps de TV parecen un solo producto. Lanzamos cada función una vez, no cuatro, y los partidos en directo ya no llenan el buzón de soporte. Nuestros suscriptores notaron la diferencia en menos de una semana.",
    },
    author: "Daniel Tan",
    position: { en: "VP of Product", zh: "產品副總裁", es: "Vicepresidente de Producto" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a living-room television showing a streaming catalogue, with a remote control and a sofa",
        zh: "插圖：客廳電視上顯示串流片庫，旁邊有遙控器與沙發",
        es: "Ilustración: un televisor en un salón con un catálogo de streaming, junto a un mando a distancia y un sofá",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the TV home screen with a featured drama and rows of films and live sport",
        zh: "電視首頁截圖，顯示精選戲劇，以及電影與體育直播的內容列",
        es: "Captura de la pantalla de inicio en TV con una serie destacada y filas de películas y deporte en directo",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the video player during a live match, with the progress bar and audio options",
        zh: "體育直播播放畫面截圖，顯示進度列與音軌選項",
        es: "Captura del reproductor durante un partido en directo, con la barra de progreso y las opciones de audio",
      },
    },
  ],
} satisfies Project;
