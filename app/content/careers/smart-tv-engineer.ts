import type { Role } from "./types";

export default {
  title: { en: "Smart TV Engineer", zh: "智慧電視工程師", es: "Ingeniero/a de smart TV" },
  team: { en: "TV & Streaming", zh: "電視與串流", es: "TV y streaming" },
  workplace: "remote",
  remoteCountries: ["AE", "ES", "PT", "TW"],
  employmentType: "FULL_TIME",
  datePosted: "2026-11-16",
  validThrough: "2027-02-28",
  summary: {
    en: "Build TV apps for streaming services on Samsung Tizen, LG webOS, Android TV and Apple TV, and make video start fast and play smoothly on televisions with very little memory. Remote, from the UAE, Spain, Portugal or Taiwan.",
    zh: "為串流平臺開發 Samsung Tizen、LG webOS、Android TV 與 Apple TV 上的電視 App，讓影片在記憶體極少的電視上也能快速啟動、順暢播放。遠端工作，可居住於阿聯、西班牙、葡萄牙或臺灣。",
    es: "Desarrollarás apps de TV para servicios de streaming en Samsung Tizen, LG webOS, Android TV y Apple TV, y conseguirás que el vídeo arranque rápido y se reproduzca con fluidez en televisores con muy poca memoria. En remoto, desde los Emiratos Árabes Unidos, España, Portugal o Taiwán.",
  },
  metaDescription: {
    en: "Remote smart TV engineer (UAE, Spain, Portugal or Taiwan): TV apps on Tizen, webOS, Android TV and Apple TV with fast, smooth video playback.",
    zh: "遠端智慧電視工程師（阿聯、西班牙、葡萄牙或臺灣）：開發 Tizen、webOS、Android TV 與 Apple TV 的電視 App，讓影片播放又快又順。",
    es: "Ingeniero/a de smart TV en remoto (EAU, España, Portugal o Taiwán): apps para Tizen, webOS, Android TV y Apple TV con vídeo rápido y fluido.",
  },
  responsibilities: {
    en: [
      "Build and maintain TV apps in React and TypeScript for Tizen, webOS and Android TV, with spatial navigation and focus handling designed for the remote.",
      "Integrate video playback with adaptive HLS and DASH, DRM (Widevine, PlayReady, FairPlay), subtitles and audio tracks, using Shaka Player, the platforms' native players or Media3 on Android TV.",
      "Profile and optimise on real televisions back to 2017 models: memory, start-up time and rendering, with the goal of a usable home screen in under 3 seconds.",
      "Prepare releases and take them through Samsung, LG, Google and Apple store certification, and keep track of each platform's changing rules.",
      "Run and extend our automated tests on a rack of real televisions, so every release passes on all four platforms before it ships.",
      "Work with designers on ten-foot interfaces and with backend engineers on playback, catalogue and rights APIs.",
    ],
    zh: [
      "以 React 與 TypeScript 開發並維護 Tizen、webOS 與 Android TV 的電視 App，實作專為遙控器設計的空間導覽與焦點移動。",
      "整合影片播放，包括自適應 HLS 與 DASH、DRM（Widevine、PlayReady、FairPlay）、字幕與音軌，使用 Shaka Player、各平臺的原生播放器，或 Android TV 上的 Media3。",
      "在最早至 2017 年款的實體電視上分析並最佳化記憶體、啟動時間與畫面繪製，目標是 3 秒內呈現可操作的首頁。",
      "準備發版並通過 Samsung、LG、Google 與 Apple 的商店上架審核，持續掌握各平臺不斷更新的規範。",
      "執行並擴充我們在一整排實體電視上運作的自動化測試，確保每個版本在四個平臺都通過後才發布。",
      "與設計師合作打造「十英尺」介面，並與後端工程師協作播放、片庫與版權相關的 API。",
    ],
    es: [
      "Desarrollar y mantener apps de TV en React y TypeScript para Tizen, webOS y Android TV, con navegación espacial y gestión del foco pensadas para el mando a distancia.",
      "Integrar la reproducción de vídeo con HLS y DASH adaptativos, DRM (Widevine, PlayReady, FairPlay), subtítulos y pistas de audio, con Shaka Player, los reproductores nativos de cada plataforma o Media3 en Android TV.",
      "Analizar y optimizar en televisores reales, hasta modelos de 2017, la memoria, el tiempo de arranque y el renderizado, con el objetivo de tener una pantalla de inicio utilizable en menos de 3 segundos.",
      "Preparar las versiones y superar la certificación de las tiendas de Samsung, LG, Google y Apple, siguiendo de cerca los cambios en las normas de cada plataforma.",
      "Ejecutar y ampliar nuestras pruebas automáticas en un bastidor de televisores reales, para que cada versión funcione en las cuatro plataformas antes de publicarse.",
      "Trabajar con los diseñadores en interfaces pensadas para verse desde el sofá, y con los ingenieros de backend en las API de reproducción, catálogo y derechos.",
    ],
  },
  requirements: {
    en: [
      "At least 4 years of front-end engineering, including 2 or more building apps for smart TVs, set-top boxes or game consoles.",
      "Strong JavaScript, TypeScript and React, and an understanding of rendering performance on slow, memory-limited hardware.",
      "Hands-on experience with at least two of Tizen, webOS, Android TV and tvOS, including taking an app through store submission.",
      "Good knowledge of video streaming: HLS and DASH, adaptive bitrate, DRM, and debugging a player from its logs and network traces.",
      "Kotlin or Swift experience for native Android TV and tvOS work is a plus.",
      "You live in the UAE, Spain, Portugal or Taiwan, can share at least four working hours a day with Gulf Standard Time (UTC+4), and write clear English.",
    ],
    zh: [
      "至少 4 年前端開發經驗，其中 2 年以上為智慧電視、機上盒或遊戲主機開發 App。",
      "精通 JavaScript、TypeScript 與 React，並瞭解如何在速度慢、記憶體有限的硬體上確保繪製效能。",
      "實際開發過 Tizen、webOS、Android TV、tvOS 其中至少兩個平臺，並有送交商店審核上架的經驗。",
      "熟悉影音串流：HLS 與 DASH、自適應位元率、DRM，並能從日誌與網路紀錄排查播放器問題。",
      "具備 Kotlin 或 Swift 經驗、能進行原生 Android TV 與 tvOS 開發者尤佳。",
      "居住於阿聯、西班牙、葡萄牙或臺灣，每天至少有四個工作小時能與波斯灣標準時間（UTC+4）重疊，並能以英文清楚書寫。",
    ],
    es: [
      "Al menos 4 años de desarrollo front-end, 2 o más de ellos creando apps para smart TV, decodificadores o videoconsolas.",
      "Dominio de JavaScript, TypeScript y React, y conocimiento del rendimiento de renderizado en hardware lento y con poca memoria.",
      "Experiencia práctica con al menos dos de estas plataformas: Tizen, webOS, Android TV y tvOS, incluido el proceso de publicación en sus tiendas.",
      "Buen conocimiento del streaming de vídeo: HLS y DASH, bitrate adaptativo, DRM y depuración de un reproductor a partir de sus logs y trazas de red.",
      "Se valorará experiencia en Kotlin o Swift para desarrollo nativo en Android TV y tvOS.",
      "Residir en los Emiratos Árabes Unidos, España, Portugal o Taiwán, poder compartir al menos cuatro horas de trabajo al día con la hora estándar del Golfo (UTC+4) y escribir con claridad en inglés.",
    ],
  },
} satisfies Role;
