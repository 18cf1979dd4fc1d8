import type { Role } from "./types";

export default {
  title: { en: "Product Designer", zh: "產品設計師", es: "Diseñador/a de producto" },
  team: { en: "Design", zh: "設計", es: "Diseño" },
  workplace: "office",
  employmentType: "FULL_TIME",
  datePosted: "2026-10-15",
  validThrough: "2027-01-15",
  summary: {
    en: "Design mobile, web and TV products end to end, from user research to the Figma design systems our engineers build from. You work at our Ras Al Khaimah office, next to the engineers who build what you design.",
    zh: "從使用者研究到工程師實作所依據的 Figma 設計系統，完整設計行動、網頁與電視產品。您將在拉斯海瑪辦公室工作，身旁就是把您的設計做出來的工程師。",
    es: "Diseñarás productos móviles, web y de TV de principio a fin, desde la investigación con usuarios hasta los sistemas de diseño en Figma con los que trabajan nuestros ingenieros. Trabajarás en nuestra oficina de Ras al Jaima, junto a los ingenieros que construyen lo que diseñas.",
  },
  metaDescription: {
    en: "Product designer at our Ras Al Khaimah office: research, flows and Figma design systems for mobile, web and TV products, side by side with engineers.",
    zh: "拉斯海瑪辦公室的產品設計師：與工程師並肩，為行動、網站與電視產品進行研究、設計流程與 Figma 設計系統。",
    es: "Diseñador/a de producto en Ras al Jaima: investigación, flujos y sistemas de diseño en Figma para móvil, web y TV, junto a los ingenieros.",
  },
  responsibilities: {
    en: [
      "Plan and run user research: interviews, usability tests with five to eight users per round, and reviews of analytics and support tickets.",
      "Turn what you learn into user flows, wireframes and clickable Figma prototypes, and test them with users before any code is written.",
      "Design polished interfaces for iOS, Android, the web and TV, following each platform's conventions, from the Human Interface Guidelines to ten-foot TV layouts.",
      "Build and maintain Figma design systems with components, variants and design tokens that engineers can map directly onto code.",
      "Design for Arabic and right-to-left layouts from the first sprint, and check contrast, type sizes and screen-reader labels against WCAG 2.2 AA.",
      "Present your work in client workshops and sprint demos, and write down the decisions behind it so the whole team can follow them.",
    ],
    zh: [
      "規劃並執行使用者研究：訪談、每輪五到八位使用者的易用性測試，以及數據分析與客服案件的檢視。",
      "將研究所得化為使用者流程、線框圖與可點擊的 Figma 原型，並在寫下任何程式碼之前先請使用者測試。",
      "依循各平臺慣例，從 Human Interface Guidelines 到電視的「十英尺」版面，為 iOS、Android、網頁與電視設計精緻的介面。",
      "在 Figma 中建立並維護設計系統，包含可讓工程師直接對應到程式碼的元件、變體與 design tokens。",
      "從第一個衝刺週期起就為阿拉伯文與由右至左版面設計，並依 WCAG 2.2 AA 檢查對比度、字級與螢幕閱讀器標籤。",
      "在客戶工作坊與衝刺成果展示中簡報您的設計，並把背後的決策寫成文件，讓整個團隊都能依循。",
    ],
    es: [
      "Planificar y llevar a cabo la investigación con usuarios: entrevistas, pruebas de usabilidad con entre cinco y ocho usuarios por ronda y análisis de métricas e incidencias de soporte.",
      "Convertir lo aprendido en flujos de usuario, wireframes y prototipos navegables en Figma, y probarlos con usuarios antes de escribir una sola línea de código.",
      "Diseñar interfaces cuidadas para iOS, Android, la web y la TV, respetando las pautas de cada plataforma, desde las Human Interface Guidelines hasta los diseños de TV pensados para verse desde el sofá.",
      "Crear y mantener sistemas de diseño en Figma con componentes, variantes y design tokens que los ingenieros puedan trasladar directamente al código.",
      "Diseñar para el árabe y para interfaces de derecha a izquierda desde el primer sprint, y revisar el contraste, los tamaños de letra y las etiquetas para lectores de pantalla según WCAG 2.2 AA.",
      "Presentar tu trabajo en talleres con clientes y en las demos de cada sprint, y dejar por escrito las decisiones que hay detrás para que todo el equipo pueda seguirlas.",
    ],
  },
  requirements: {
    en: [
      "At least 4 years of product design for digital products, with two or more products shipped and used by real customers.",
      "A portfolio that shows your process, research, iterations and trade-offs, not only finished screens.",
      "Expert Figma skills: auto layout, components and variants, variables and prototyping.",
      "Experience running user interviews and usability tests, and changing a design because of what you saw.",
      "Working knowledge of accessibility and of how designs become code, so you can discuss feasibility with engineers early.",
      "Fluent English, and living in Ras Al Khaimah or being ready to move there to work at the office five days a week; Arabic is a strong plus.",
    ],
    zh: [
      "至少 4 年數位產品設計經驗，並有兩個以上已上線、有真實客戶使用的產品。",
      "一份能呈現設計過程、研究、反覆修改與取捨的作品集，而不只是完成後的畫面。",
      "精通 Figma：Auto Layout、元件與變體、變數及原型製作。",
      "有執行使用者訪談與易用性測試的經驗，並曾根據觀察結果修改設計。",
      "瞭解無障礙設計，也明白設計如何轉化為程式碼，能及早與工程師討論可行性。",
      "英文流利，目前居住在拉斯海瑪或願意移居，每週五天在辦公室工作；會阿拉伯文者大幅加分。",
    ],
    es: [
      "Al menos 4 años de diseño de producto digital, con dos o más productos lanzados y usados por clientes reales.",
      "Un portfolio que muestre tu proceso, la investigación, las iteraciones y las concesiones que hiciste, no solo pantallas terminadas.",
      "Dominio de Figma: auto layout, componentes y variantes, variables y prototipado.",
      "Experiencia haciendo entrevistas a usuarios y pruebas de usabilidad, y cambiando un diseño por lo que observaste.",
      "Conocimientos de accesibilidad y de cómo un diseño se convierte en código, para hablar de viabilidad con los ingenieros desde el principio.",
      "Inglés fluido, y residir en Ras al Jaima o estar dispuesto/a a trasladarte para trabajar en la oficina cinco días a la semana; el árabe es un gran punto a favor.",
    ],
  },
} satisfies Role;
