import type { TeamMember } from "./types";

export type { TeamMember } from "./types";

// The order here is the order on the About page. The key is the id articles use as author.
export const team = {
  "omar-al-suwaidi": {
    name: { en: "Omar Al Suwaidi", zh: "Omar Al Suwaidi", es: "Omar Al Suwaidi" },
    role: {
      en: "Founder & Managing Director",
      zh: "創辦人暨總經理",
      es: "Fundador y director general",
    },
    bio: {
      en: "Omar founded Hajar Labs in 2019 in his home emirate of Ras Al Khaimah, after fifteen years leading digital products at a Gulf telecom operator and a regional bank. He works with clients on scope, budget and the decisions that shape a product, and he still joins every discovery kickoff.",
      zh: "Omar 曾在波灣地區一家電信業者與一家區域銀行帶領數位產品長達十五年，之後於 2019 年在家鄉拉斯海瑪創辦 Hajar Labs。他與客戶一起釐清範圍、預算，以及決定產品方向的關鍵取捨，至今仍會出席每一場探索階段的啟動會議。",
      es: "Omar fundó Hajar Labs en 2019 en Ras al Jaima, su emirato natal, después de quince años al frente de productos digitales en un operador de telecomunicaciones del Golfo y en un banco regional. Trabaja con los clientes en el alcance, el presupuesto y las decisiones que definen un producto, y sigue participando en el arranque de cada fase de descubrimiento.",
    },
  },
  "mei-lin-chen": {
    name: { en: "Mei-Lin Chen", zh: "陳美琳", es: "Mei-Lin Chen" },
    role: { en: "Head of Design", zh: "設計總監", es: "Directora de Diseño" },
    bio: {
      en: "Mei-Lin grew up in Taipei and has twelve years of experience in product design, first at a digital agency working on e-commerce and banking apps, then leading the in-house design team of a consumer electronics brand. At Hajar Labs she leads design from user research to the Figma design systems our engineers build from, and she made right-to-left layouts for Arabic a standard part of every project.",
      zh: "陳美琳在臺北長大，擁有十二年產品設計經驗：先在數位代理商為電商與銀行設計 App，之後帶領一家消費性電子品牌的內部設計團隊。她在 Hajar Labs 統籌設計工作，從使用者研究到工程師實作所依據的 Figma 設計系統，並讓阿拉伯文的由右至左版面成為每個專案的標準配備。",
      es: "Mei-Lin creció en Taipéi y tiene doce años de experiencia en diseño de producto: primero en una agencia digital, con apps de comercio electrónico y banca, y después al frente del equipo de diseño interno de una marca de electrónica de consumo. En Hajar Labs dirige el diseño, desde la investigación con usuarios hasta los sistemas de diseño en Figma con los que trabajan nuestros ingenieros, y ha convertido los diseños de derecha a izquierda para el árabe en una parte estándar de cada proyecto.",
    },
  },
  "diego-fernandez": {
    name: { en: "Diego Fernández", zh: "Diego Fernández", es: "Diego Fernández" },
    role: { en: "Head of Engineering", zh: "技術總監", es: "Director de Ingeniería" },
    bio: {
      en: "Diego started as a mobile developer in Valencia and spent fourteen years building apps and video platforms for European broadcasters and fintech start-ups, the last five as a technical lead. At Hajar Labs he leads engineering across mobile, web, TV and backend, sets the technical standards for every project and reviews each architecture before it is built.",
      zh: "Diego 在瓦倫西亞從行動開發工程師起步，十四年來為歐洲的電視廣播業者與金融科技新創打造 App 與影音平臺，最近五年擔任技術主管。他在 Hajar Labs 帶領行動、網頁、電視與後端的工程團隊，為每個專案訂定技術標準，並在動工前審查每一份架構設計。",
      es: "Diego empezó como desarrollador móvil en Valencia y ha pasado catorce años creando apps y plataformas de vídeo para cadenas de televisión europeas y startups fintech, los cinco últimos como responsable técnico. En Hajar Labs dirige la ingeniería de móvil, web, TV y backend, fija los estándares técnicos de cada proyecto y revisa cada arquitectura antes de que se construya.",
    },
  },
  "amira-nasser": {
    name: { en: "Amira Nasser", zh: "Amira Nasser", es: "Amira Nasser" },
    role: { en: "Head of Delivery", zh: "交付總監", es: "Directora de Entrega" },
    bio: {
      en: "Amira is from Amman and has lived in Ras Al Khaimah since 2020. She has eleven years of experience running software projects for government entities, hospital groups and retailers across the Middle East, first as an engineer and then as a delivery lead. At Hajar Labs she runs discovery and delivery: plans, budgets, a demo at the end of every sprint, and making sure every client knows where their project stands.",
      zh: "Amira 來自安曼，自 2020 年起定居拉斯海瑪。她擁有十一年軟體專案經驗，先後以工程師與交付負責人的身分，為中東各地的政府機關、醫療集團與零售業者執行專案。她在 Hajar Labs 負責探索與開發階段的推進：規劃、預算、每個衝刺週期結束時的成果展示，並確保每位客戶隨時掌握專案進度。",
      es: "Amira es de Ammán y vive en Ras al Jaima desde 2020. Tiene once años de experiencia dirigiendo proyectos de software para organismos públicos, grupos hospitalarios y empresas de distribución de todo Oriente Medio, primero como ingeniera y después como responsable de entrega. En Hajar Labs dirige el descubrimiento y el desarrollo: planificación, presupuestos, una demo al final de cada sprint y la garantía de que cada cliente sabe en qué punto está su proyecto.",
    },
  },
} as const satisfies Record<string, TeamMember>;

// Articles and the About page refer to team members by these ids.
export type TeamMemberId = keyof typeof team;
export const teamIds = Object.keys(team) as TeamMemberId[];
