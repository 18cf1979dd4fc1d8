import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "TV & Streaming", zh: "電視與串流", es: "TV y streaming" },
  summary: {
    en: "Streaming apps for smart TVs, set-top boxes and the web, with reliable playback, remote-friendly navigation and one content backend across every platform.",
    zh: "為智慧電視、機上盒與網頁打造串流應用程式：播放穩定、遙控器操作順手，所有平臺共用同一套內容後臺。",
    es: "Apps de streaming para smart TV, decodificadores y la web, con reproducción estable, navegación cómoda con el control remoto y un único backend de contenidos para todas las plataformas.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Streaming apps for Apple TV, Android TV, Roku, Samsung Tizen and LG webOS, with reliable HLS and DASH playback, DRM and remote-friendly navigation.",
    zh: "為 Apple TV、Android TV、Roku、Tizen 與 webOS 打造串流 App：播放穩定、支援 DRM 保護，遙控器操作順手。",
    es: "Apps de streaming para Apple TV, Android TV, Roku, Tizen y webOS, con reproducción HLS y DASH estable, DRM y navegación cómoda con el control remoto.",
  },
  description: {
    en: "Viewers expect a streaming app to start quickly, play smoothly and be easy to use from the sofa with a remote. We build video apps for the main TV platforms and the web, sharing as much code as each platform allows, and connect them to your content, rights and billing.",
    zh: "觀眾期待串流 App 開得快、播得順，坐在沙發上拿著遙控器也能輕鬆操作。我們為主流電視平臺與網頁開發影音應用程式，在各平臺允許的範圍內盡量共用程式碼，並串接您的內容、版權與計費系統。",
    es: "Quien abre una app de streaming espera que arranque rápido, que reproduzca sin cortes y que se maneje fácilmente desde el sofá con el control remoto. Desarrollamos apps de video para las principales plataformas de TV y para la web, compartiendo todo el código que cada plataforma permite, y las conectamos con tus contenidos, derechos y facturación.",
  },
  overview: {
    en: [
      "We develop for Apple TV (tvOS), Android TV and Google TV, Amazon Fire TV, Roku, Samsung Tizen and LG webOS, along with web and mobile companions. Playback uses HLS and MPEG-DASH with adaptive bitrate, DRM through FairPlay, Widevine and PlayReady, subtitles and multiple audio tracks. We design focus-based navigation for the remote control, test on real devices rather than emulators alone, and tune start-up time and memory use for lower-end hardware.",
      "Behind the apps we connect your CMS, content library and video pipeline, whether you use a service such as Mux or AWS Elemental or your own encoding. Subscriptions, rentals and ad-supported models (SSAI, VAST) are handled alongside sign-in across devices. Playback analytics show start-up times, rebuffering and errors per platform. We also handle each platform's certification and store submission, and leave you with a plan for keeping every app current as operating systems change.",
    ],
    zh: [
      "我們開發的平臺涵蓋 Apple TV（tvOS）、Android TV 與 Google TV、Amazon Fire TV、Roku、Samsung Tizen 與 LG webOS，也包含搭配使用的網頁版與手機版。播放端採用 HLS 與 MPEG-DASH 自適應串流，透過 FairPlay、Widevine 與 PlayReady 進行 DRM 保護，並支援字幕與多音軌。我們針對遙控器設計以焦點移動為核心的導覽方式，堅持在實機上測試而非只靠模擬器，並為效能較弱的硬體調校啟動時間與記憶體用量。",
      "在應用程式背後，我們串接您的 CMS、影片庫與影音處理流程，無論您使用 Mux、AWS Elemental 等服務，或是自建的轉碼系統都能配合。訂閱、單次租借與廣告營利模式（SSAI、VAST）都能與跨裝置登入一併處理。播放數據分析會依平臺呈現啟動時間、緩衝中斷與錯誤狀況。各平臺的認證與上架流程也由我們負責，並為您規劃作業系統改版後的維護方式，讓每個 App 都能跟上更新。",
    ],
    es: [
      "Desarrollamos para Apple TV (tvOS), Android TV y Google TV, Amazon Fire TV, Roku, Samsung Tizen y LG webOS, además de las versiones web y móviles que los acompañan. La reproducción usa HLS y MPEG-DASH con bitrate adaptativo, DRM mediante FairPlay, Widevine y PlayReady, subtítulos y varias pistas de audio. Diseñamos una navegación basada en el foco pensada para el control remoto, probamos en dispositivos reales y no solo en emuladores, y ajustamos el tiempo de arranque y el uso de memoria para equipos modestos.",
      "Detrás de las apps conectamos tu CMS, tu catálogo y tu flujo de procesamiento de video, ya uses servicios como Mux o AWS Elemental o tu propia codificación. Las suscripciones, los alquileres y los modelos con publicidad (SSAI, VAST) se integran junto con el inicio de sesión entre dispositivos. Las analíticas de reproducción muestran tiempos de arranque, interrupciones por buffering y errores en cada plataforma. También gestionamos la certificación y la publicación en cada tienda, y te dejamos un plan para mantener cada app al día cuando cambien los sistemas operativos.",
    ],
  },
  features: {
    en: [
      "Apps for tvOS, Android TV and Roku",
      "Samsung Tizen and LG webOS apps",
      "HLS and DASH playback with DRM",
      "Remote-friendly, focus-based navigation",
      "Subscriptions, rentals and ad insertion",
      "Playback analytics and store certification",
    ],
    zh: [
      "tvOS、Android TV 與 Roku App",
      "Samsung Tizen 與 LG webOS App",
      "HLS、DASH 播放與 DRM 保護",
      "專為遙控器設計的焦點導覽",
      "訂閱、租借與廣告插播",
      "播放數據分析與上架認證",
    ],
    es: [
      "Apps para tvOS, Android TV y Roku",
      "Apps para Samsung Tizen y LG webOS",
      "Reproducción HLS y DASH con DRM",
      "Navegación por foco para control remoto",
      "Suscripciones, alquileres e inserción de anuncios",
      "Analíticas de reproducción y certificación en tiendas",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: a television screen showing a streaming app with rows of video thumbnails",
      zh: "插圖：電視螢幕上的串流應用程式，排列著一列列影片縮圖",
      es: "Ilustración: una pantalla de televisión con una app de streaming y filas de miniaturas de video",
    },
  },
} satisfies Service;
