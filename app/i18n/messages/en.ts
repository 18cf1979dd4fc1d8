// English is the source of every UI string; zh.ts and es.ts must have the same keys
// (`satisfies Messages`), so a missing translation is a type error.
export const en = {
  meta: {
    homeTitle: "{{company}}: software development studio in Ras Al Khaimah",
    homeDescription:
      "Mobile apps, web platforms, UX/UI design and TV streaming apps, designed and built by a senior team in Ras Al Khaimah, UAE, for clients worldwide.",
    notFoundTitle: "Page not found | {{company}}",
    notFoundDescription: "The page you're looking for doesn't exist or has been moved.",
  },
  nav: {
    label: "Main",
    home: "Home",
    services: "Services",
    contact: "Contact",
    startProject: "Start a Project",
    homeLink: "{{company}}, home",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    skipToContent: "Skip to content",
  },
  hero: {
    chip: "Premium Software Development",
    title: "We craft exceptional digital experiences",
    subtitle:
      "Mobile apps, web platforms, product design and TV streaming apps: one senior team takes your idea from first sketch to launch and beyond.",
    startProject: "Start a Project",
    exploreServices: "Explore Services",
    scrollDown: "Scroll to services",
  },
  sections: {
    servicesTitle: "Services",
    contactTitle: "Contact",
  },
  footer: {
    description:
      "A software development studio in Ras Al Khaimah, United Arab Emirates. We design, build and launch mobile, web and TV products for companies that care how their software feels.",
    servicesHeading: "Services",
    companyHeading: "Company",
    legalHeading: "Legal",
    aboutUs: "About Us",
    projects: "Projects",
    careers: "Careers",
    blog: "Blog",
    contact: "Contact",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    cookies: "Cookies Policy",
    socialHeading: "Follow us",
    newTab: "{{name}} (opens in a new tab)",
    copyright: "© {{year}} {{company}}. All rights reserved.",
    language: "Language",
  },
  notFound: {
    title: "404",
    message: "Oops! The page you're looking for doesn't exist or has been moved.",
    returnHome: "Return to Home",
  },
};

export type Messages = typeof en;
