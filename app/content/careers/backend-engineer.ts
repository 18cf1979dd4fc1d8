import type { Role } from "./types";

export default {
  title: {
    en: "Backend Engineer (Node.js)",
    zh: "後端工程師（Node.js）",
    es: "Ingeniero/a backend (Node.js)",
  },
  team: { en: "Platform", zh: "平臺", es: "Plataforma" },
  workplace: "hybrid",
  employmentType: "FULL_TIME",
  datePosted: "2026-08-01",
  validThrough: "2026-10-31",
  summary: {
    en: "Design and build the APIs and services behind our clients' mobile, web and TV apps, in Node.js and TypeScript on AWS. Hybrid: you work from our Ras Al Khaimah office three days a week.",
    zh: "以 Node.js 與 TypeScript 在 AWS 上設計並建置客戶行動、網頁與電視 App 背後的 API 與服務。混合辦公：每週三天在拉斯海瑪辦公室工作。",
    es: "Diseñarás y construirás las API y los servicios que hay detrás de las apps móviles, web y de TV de nuestros clientes, con Node.js y TypeScript sobre AWS. Modalidad híbrida: tres días a la semana en nuestra oficina de Ras al Jaima.",
  },
  metaDescription: {
    en: "Backend engineer (Node.js) in Ras Al Khaimah, hybrid: APIs, integrations and the systems behind our clients' mobile, web and TV products.",
    zh: "拉斯海瑪後端工程師（Node.js，混合辦公）：打造客戶行動、網站與電視產品背後的 API、整合與系統。",
    es: "Ingeniero/a backend (Node.js) en Ras al Jaima, híbrido: APIs, integraciones y los sistemas detrás de los productos móviles, web y de TV.",
  },
  responsibilities: {
    en: [
      "Design and build REST and GraphQL APIs in Node.js and TypeScript, with NestJS or Fastify, for mobile, web and TV clients.",
      "Model data in PostgreSQL and Redis, write migrations that run without downtime, and keep queries fast as data grows.",
      "Integrate payment providers, identity services and clients' existing systems, and document each integration so the next engineer can pick it up.",
      "Run services on AWS with infrastructure as code in Terraform or the AWS CDK, containers on ECS and CI/CD pipelines in GitHub Actions.",
      "Set up logging, metrics and alerts, and take part in a shared on-call rotation for the production systems we support.",
      "Review architecture and code with the team, and help clients decide on data residency, security and scaling.",
    ],
    zh: [
      "以 Node.js 與 TypeScript，搭配 NestJS 或 Fastify，為行動、網頁與電視客戶端設計並開發 REST 與 GraphQL API。",
      "以 PostgreSQL 與 Redis 建立資料模型，撰寫不需停機即可執行的資料庫遷移，並在資料量成長時維持查詢效能。",
      "串接金流服務商、身分驗證服務與客戶的既有系統，並為每項整合撰寫文件，讓下一位工程師能順利接手。",
      "在 AWS 上維運服務：以 Terraform 或 AWS CDK 管理基礎架構即程式碼、以 ECS 執行容器，並以 GitHub Actions 建置 CI/CD 流程。",
      "建立日誌、指標與警示機制，並參與我們所支援正式環境系統的輪值待命。",
      "與團隊一起審查架構與程式碼，協助客戶就資料落地、資安與擴充性做出決策。",
    ],
    es: [
      "Diseñar y desarrollar API REST y GraphQL en Node.js y TypeScript, con NestJS o Fastify, para clientes móviles, web y de TV.",
      "Modelar datos en PostgreSQL y Redis, escribir migraciones que se ejecuten sin interrumpir el servicio y mantener las consultas rápidas a medida que crecen los datos.",
      "Integrar pasarelas de pago, servicios de identidad y los sistemas existentes de los clientes, y documentar cada integración para que el siguiente ingeniero pueda retomarla.",
      "Operar servicios en AWS con infraestructura como código en Terraform o AWS CDK, contenedores en ECS y pipelines de CI/CD en GitHub Actions.",
      "Configurar logs, métricas y alertas, y formar parte de un turno de guardias compartido para los sistemas en producción que mantenemos.",
      "Revisar la arquitectura y el código con el equipo, y ayudar a los clientes a decidir sobre la residencia de datos, la seguridad y la escalabilidad.",
    ],
  },
  requirements: {
    en: [
      "At least 5 years of backend development, including 3 or more with Node.js and TypeScript in production.",
      "Solid SQL and PostgreSQL: schema design, indexes, transactions and reading query plans.",
      "Experience with AWS services such as ECS or Lambda, RDS, S3 and SQS, and with infrastructure as code.",
      "A habit of automated testing: unit and integration tests, plus contract tests for the APIs that apps depend on.",
      "A good grasp of security basics: OAuth 2.0 and OpenID Connect, secrets management and the OWASP Top 10.",
      "Clear written English, and living in the UAE or being ready to move there to work from the Ras Al Khaimah office three days a week.",
    ],
    zh: [
      "至少 5 年後端開發經驗，其中 3 年以上在正式環境中使用 Node.js 與 TypeScript。",
      "紮實的 SQL 與 PostgreSQL 能力：結構設計、索引、交易，以及解讀查詢計畫。",
      "具備 ECS 或 Lambda、RDS、S3、SQS 等 AWS 服務，以及基礎架構即程式碼的使用經驗。",
      "習慣撰寫自動化測試：單元測試與整合測試，並為 App 所依賴的 API 撰寫契約測試。",
      "熟悉資安基本功：OAuth 2.0 與 OpenID Connect、機密資訊管理，以及 OWASP Top 10。",
      "能以英文清楚書寫，目前居住在阿聯或願意移居，每週三天在拉斯海瑪辦公室工作。",
    ],
    es: [
      "Al menos 5 años de desarrollo backend, 3 o más de ellos con Node.js y TypeScript en producción.",
      "Buen dominio de SQL y PostgreSQL: diseño de esquemas, índices, transacciones y lectura de planes de ejecución.",
      "Experiencia con servicios de AWS como ECS o Lambda, RDS, S3 y SQS, y con infraestructura como código.",
      "Costumbre de automatizar pruebas: pruebas unitarias y de integración, además de pruebas de contrato para las API de las que dependen las apps.",
      "Buenos conocimientos de seguridad básica: OAuth 2.0 y OpenID Connect, gestión de secretos y el OWASP Top 10.",
      "Inglés escrito claro, y residir en los Emiratos Árabes Unidos o estar dispuesto/a a trasladarte para trabajar en la oficina de Ras al Jaima tres días a la semana.",
    ],
  },
} satisfies Role;
