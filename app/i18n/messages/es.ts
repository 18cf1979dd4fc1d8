import type { Messages } from "./en";

export const es = {
  meta: {
    homeTitle: "{{company}}: estudio de desarrollo de software en Ras al Jaima",
    homeDescription:
      "Apps móviles, plataformas web, diseño UX/UI y aplicaciones de streaming para TV, diseñadas y desarrolladas por un equipo sénior en Ras al Jaima (EAU) para clientes de todo el mundo.",
    notFoundTitle: "Página no encontrada | {{company}}",
    notFoundDescription: "La página que buscas no existe o se ha movido.",
  },
  nav: {
    label: "Principal",
    home: "Inicio",
    services: "Servicios",
    contact: "Contacto",
    startProject: "Empezar un proyecto",
    homeLink: "{{company}}, inicio",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuTitle: "Menú",
    skipToContent: "Saltar al contenido",
  },
  hero: {
    chip: "Desarrollo de software de primer nivel",
    title: "Creamos experiencias digitales excepcionales",
    subtitle:
      "Apps móviles, plataformas web, diseño de producto y aplicaciones de streaming para TV: un mismo equipo sénior lleva tu idea del primer boceto al lanzamiento, y más allá.",
    startProject: "Empezar un proyecto",
    exploreServices: "Ver servicios",
    scrollDown: "Desplazarse a los servicios",
  },
  sections: {
    servicesTitle: "Servicios",
    contactTitle: "Contacto",
  },
  footer: {
    description:
      "Estudio de desarrollo de software en Ras al Jaima, Emiratos Árabes Unidos. Diseñamos, desarrollamos y lanzamos productos móviles, web y de TV para empresas a las que les importa cómo se siente su software.",
    servicesHeading: "Servicios",
    companyHeading: "Empresa",
    legalHeading: "Legal",
    aboutUs: "Quiénes somos",
    projects: "Proyectos",
    careers: "Empleo",
    blog: "Blog",
    contact: "Contacto",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    cookies: "Política de cookies",
    socialHeading: "Síguenos",
    newTab: "{{name}} (se abre en una pestaña nueva)",
    copyright: "© {{year}} {{company}}. Todos los derechos reservados.",
    language: "Idioma",
  },
  notFound: {
    title: "404",
    message: "¡Vaya! La página que buscas no existe o se ha movido.",
    returnHome: "Volver al inicio",
  },
} satisfies Messages;
