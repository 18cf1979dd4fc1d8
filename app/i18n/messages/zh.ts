import type { Messages } from "./en";

export const zh = {
  meta: {
    homeTitle: "{{company}}：拉斯海瑪的軟體開發工作室",
    homeDescription:
      "行動 App、網站平台、UX/UI 設計與電視串流應用，由阿聯拉斯海瑪的資深團隊為全球客戶設計與開發。",
    notFoundTitle: "找不到頁面 | {{company}}",
    notFoundDescription: "您要找的頁面不存在，或已經移至其他位置。",
  },
  nav: {
    label: "主選單",
    home: "首頁",
    services: "服務項目",
    contact: "聯絡我們",
    startProject: "啟動專案",
    homeLink: "{{company}} 首頁",
    openMenu: "開啟選單",
    closeMenu: "關閉選單",
    menuTitle: "選單",
    skipToContent: "跳至主要內容",
  },
  hero: {
    chip: "頂尖軟體開發",
    title: "打造令人驚豔的數位體驗",
    subtitle:
      "行動 App、網站平台、產品設計到電視串流應用：同一支資深團隊，陪您把構想從第一張草圖一路推進到上線與後續成長。",
    startProject: "啟動專案",
    exploreServices: "探索服務",
    scrollDown: "捲動至服務項目",
  },
  sections: {
    servicesTitle: "服務項目",
    contactTitle: "聯絡我們",
  },
  footer: {
    description:
      "位於阿拉伯聯合大公國拉斯海瑪的軟體開發工作室。我們為重視使用體驗的企業，設計、開發並推出行動、網站與電視產品。",
    servicesHeading: "服務項目",
    companyHeading: "公司",
    legalHeading: "法律資訊",
    aboutUs: "關於我們",
    projects: "專案作品",
    careers: "加入我們",
    blog: "部落格",
    contact: "聯絡我們",
    privacy: "隱私權政策",
    terms: "服務條款",
    cookies: "Cookie 政策",
    socialHeading: "追蹤我們",
    newTab: "{{name}}（在新分頁開啟）",
    copyright: "© {{year}} {{company}}。保留所有權利。",
    language: "語言",
  },
  notFound: {
    title: "404",
    message: "糟糕！您要找的頁面不存在，或已經移至其他位置。",
    returnHome: "返回首頁",
  },
} satisfies Messages;
