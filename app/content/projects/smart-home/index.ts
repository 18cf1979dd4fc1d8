import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "system-architecture",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "Smart Home System", zh: "智慧家庭系統", es: "Sistema de hogar inteligente" },
  category: { en: "IoT Solutions", zh: "物聯網解決方案", es: "Soluciones IoT" },
  tagline: {
    en: "Connected homes that work on day one and keep working offline.",
    zh: "交屋第一天就能用，斷網也照常運作的智慧住宅。",
    es: "Hogares conectados que funcionan desde el primer día, incluso sin internet.",
  },
  summary: {
    en: "A smart home platform for 1,400 apartments in Dubai: a local hub in every home, resident apps and a building dashboard, built on Matter and Zigbee.",
    zh: "為杜拜 1,400 戶公寓打造的智慧家庭平臺：每戶一臺在地控制中樞，搭配住戶 App 與大樓管理儀錶板，採用 Matter 與 Zigbee 標準。",
    es: "Plataforma de hogar inteligente para 1.400 apartamentos en Dubái: un hub local en cada vivienda, apps para residentes y un panel para el edificio, sobre Matter y Zigbee.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Smart home platform for 1,400 Dubai apartments on Matter and Zigbee: a local hub in every home that works offline, resident apps and a building dashboard.",
    zh: "為杜拜 1,400 戶公寓打造的智慧家庭平臺，採用 Matter 與 Zigbee：斷網也能運作的在地控制中樞，搭配住戶 App 與大樓儀錶板。",
    es: "Hogar inteligente para 1.400 apartamentos en Dubái con Matter y Zigbee: un hub local que funciona sin internet, apps para residentes y panel del edificio.",
  },
  client: "Bayt Lumina Developments",
  year: 2023,
  technologies: ["Matter", "Zigbee", "MQTT", "Swift", "Kotlin", "Node.js", "AWS"],
  overview: {
    en: [
      "Bayt Lumina Developments builds mid-to-upper-market residential towers in Dubai. For three new towers with 1,400 apartments, they wanted smart homes as standard: lighting, climate, blinds, door locks and leak sensors, all controlled from one app. We designed the system architecture end to end, from the hub in each apartment to the resident apps and the facilities team's dashboard.",
    ],
    zh: [
      "Bayt Lumina Developments 在杜拜開發中高階住宅大樓。在三棟共 1,400 戶的新建案中，他們希望智慧家庭成為標準配備：燈光、空調、窗簾、門鎖與漏水感測器，全部用一個 App 控制。我們負責端到端的系統架構設計，從每戶的控制中樞，到住戶 App 與物業管理團隊的儀錶板。",
    ],
    es: [
      "Bayt Lumina Developments construye torres residenciales de gama media-alta en Dubái. Para tres nuevas torres con 1.400 apartamentos quería hogares inteligentes de serie: iluminación, climatización, persianas, cerraduras y sensores de fugas, todo desde una sola app. Diseñamos la arquitectura del sistema de principio a fin, desde el hub de cada apartamento hasta las apps de los residentes y el panel del equipo de mantenimiento.",
    ],
  },
  challenge: {
    en: [
      "An earlier pilot had used a cloud-only system, and whenever the building's internet went down, residents could not switch on their lights or air conditioning. Devices came from several manufacturers, installers worked floor by floor towards a fixed handover date, and every apartment had to be paired, tested and ready before the keys were handed over, without a technician visiting twice.",
      "Residents would change over the years as apartments were sold and rented, so control had to pass cleanly from one household to the next, without factory resets or lost data. Air conditioning makes up most of a Dubai apartment's electricity bill, and the facilities team wanted to see leaks, faults and energy use across every tower on a single screen.",
    ],
    zh: [
      "先前的試點採用純雲端系統，大樓網路一中斷，住戶就連燈和冷氣都開不了。設備來自多家製造商，安裝人員必須趕在固定的交屋日期前逐層施工，每一戶都得在交付鑰匙前完成配對與測試，而且不能讓技術人員跑第二趟。",
      "隨著房屋買賣與出租，住戶會不斷更替，控制權必須能乾淨地從一戶人家移交給下一戶，無需恢復原廠設定，也不會遺失資料。在杜拜，冷氣佔公寓電費的大宗，物業團隊也希望在同一個畫面上，掌握每棟大樓的漏水、故障與用電情形。",
    ],
    es: [
      "Un piloto anterior había usado un sistema solo en la nube y, cada vez que se caía la conexión del edificio, los residentes no podían encender ni la luz ni el aire acondicionado. Los dispositivos eran de varios fabricantes, los instaladores trabajaban planta por planta con una fecha de entrega fija y cada apartamento debía quedar emparejado, probado y listo antes de entregar las llaves, sin que un técnico tuviera que volver.",
      "Los residentes cambiarían con los años, con ventas y alquileres, así que el control debía pasar limpiamente de un hogar al siguiente sin restablecer dispositivos ni perder datos. El aire acondicionado supone la mayor parte de la factura eléctrica de un apartamento en Dubái, y el equipo de mantenimiento quería ver fugas, averías y consumo de todas las torres en una sola pantalla.",
    ],
  },
  solution: {
    en: [
      "Each apartment has a small hub that runs every automation locally over Zigbee and Matter, so lights, climate and locks keep working without internet. Hubs connect to AWS over MQTT only for remote access, updates and reporting. Installers use an Android commissioning app that scans each device, assigns it to a room and runs a full test in under twenty minutes per apartment.",
      "Residents use native apps in Swift and Kotlin with scenes, schedules and energy insights, and can invite family members or give cleaners time-limited access. A Node.js service manages ownership, so handing over an apartment is a single action in the dashboard. Facilities staff see alerts, device health and energy use per tower, and leak sensors shut the water valve automatically.",
    ],
    zh: [
      "每戶都配有一臺小型控制中樞，透過 Zigbee 與 Matter 在本地執行所有自動化設定，即使沒有網路，燈光、空調與門鎖也照常運作。中樞僅在遠端存取、韌體更新與資料回報時，才透過 MQTT 連線至 AWS。安裝人員使用 Android 設定 App 掃描每臺設備、指定所在房間並執行完整測試，每戶不到二十分鐘即可完成。",
      "住戶使用以 Swift 與 Kotlin 開發的原生 App，可設定情境與排程、查看用電分析，也能邀請家人加入，或給清潔人員限時權限。Node.js 服務負責管理所有權，移交一戶公寓只需在儀錶板上操作一次。物業人員可依大樓查看警示、設備狀態與用電量；一旦偵測到漏水，系統會自動關閉進水閥。",
    ],
    es: [
      "Cada apartamento tiene un pequeño hub que ejecuta todas las automatizaciones en local mediante Zigbee y Matter, así que luces, climatización y cerraduras siguen funcionando sin internet. Los hubs se conectan a AWS por MQTT solo para el acceso remoto, las actualizaciones y los informes. Los instaladores usan una app de puesta en marcha para Android que escanea cada dispositivo, lo asigna a una estancia y ejecuta una prueba completa en menos de veinte minutos por apartamento.",
      "Los residentes usan apps nativas en Swift y Kotlin con escenas, horarios y datos de consumo, y pueden invitar a familiares o dar acceso temporal al personal de limpieza. Un servicio en Node.js gestiona la titularidad, de modo que traspasar un apartamento es una sola acción en el panel. El equipo de mantenimiento ve alertas, estado de los dispositivos y consumo por torre, y los sensores de fugas cierran la llave de paso automáticamente.",
    ],
  },
  results: {
    en: [
      "All automations kept running through 14 building internet outages in the first year",
      "Commissioning per apartment cut from half a day to 18 minutes",
      "Cooling energy use down 22% in apartments using smart schedules",
      "Water damage claims down 80% compared with the developer's previous towers",
    ],
    zh: [
      "第一年大樓網路中斷 14 次，所有自動化設定仍持續運作",
      "每戶設定與驗收時間從半天縮短至 18 分鐘",
      "採用智慧排程的住戶，冷氣用電減少 22%",
      "與該開發商過去的大樓相比，漏水損害理賠減少 80%",
    ],
    es: [
      "Todas las automatizaciones siguieron funcionando durante los 14 cortes de internet del primer año",
      "La puesta en marcha de cada apartamento pasó de medio día a 18 minutos",
      "El consumo de climatización bajó un 22% en los apartamentos con horarios inteligentes",
      "Las reclamaciones por daños de agua bajaron un 80% respecto a las torres anteriores del promotor",
    ],
  },
  testimonial: {
    quote: {
      en: "Smart home features used to be a headache at every handover. This time all 1,400 apartments were ready on the day we gave out the keys, and buyers now ask about the system before they ask about the view.",
      zh: "智慧家庭功能過去一直是我們每次交屋的頭痛問題。這一次，1,400 戶全都在交屋當天準備就緒；現在買家在問景觀之前，會先問起這套系統。",
      es: "Las funciones de hogar inteligente solían ser un quebradero de cabeza en cada entrega. Esta vez, los 1.400 apartamentos estaban listos el día en que entregamos las llaves, y ahora los compradores preguntan por el sistema antes que por las vistas.",
    },
    author: "Omar Khalil",
    position: { en: "Director of Product", zh: "產品總監", es: "Director de Producto" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a stylised apartment with connected lights, thermostat, blinds and door lock linked to a central hub",
        zh: "插圖：一間風格化的公寓，連網的燈光、溫控器、窗簾與門鎖都連接到中央控制中樞",
        es: "Ilustración: un apartamento estilizado con luces, termostato, persianas y cerradura conectados a un hub central",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the resident app home screen with rooms, indoor temperature and quick scenes",
        zh: "住戶 App 首頁截圖，顯示各房間、室內溫度與快速情境",
        es: "Captura de la pantalla de inicio de la app de residentes con las estancias, la temperatura interior y escenas rápidas",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the building dashboard with device status, leak alerts and energy use per floor",
        zh: "大樓管理儀錶板截圖，顯示設備狀態、漏水警示與各樓層用電量",
        es: "Captura del panel del edificio con el estado de los dispositivos, las alertas de fugas y el consumo por planta",
      },
    },
  ],
} satisfies Project;
