import type { Service } from "../types";

import hero from "./hero.svg";

export default {
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "System Architecture", zh: "系統架構", es: "Arquitectura de sistemas" },
  summary: {
    en: "Architecture for systems that have to scale, integrate and stay secure: cloud infrastructure, APIs and data design, planned around your traffic, team and budget.",
    zh: "為需要擴展、整合並確保安全的系統規劃架構：依您的流量、團隊與預算，設計雲端基礎架構、API 與資料模型。",
    es: "Arquitectura para sistemas que deben escalar, integrarse y mantenerse seguros: infraestructura en la nube, APIs y diseño de datos a la medida de tu tráfico, tu equipo y tu presupuesto.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Architecture for systems that must scale and stay secure: cloud infrastructure on AWS, GCP or Azure, APIs and data design, planned with your team.",
    zh: "為需要擴展、整合並確保安全的系統規劃架構：與您的團隊一同在 AWS、GCP 或 Azure 上設計雲端基礎架構、API 與資料模型。",
    es: "Arquitectura para sistemas que deben escalar y ser seguros: infraestructura en AWS, GCP o Azure, APIs y diseño de datos, planificados con tu equipo.",
  },
  description: {
    en: "Architecture decisions made early are expensive to undo later. We help you choose the right shape for your system, whether that is a well-structured monolith or a set of services, and we design the cloud infrastructure, data flows and security around it with your team.",
    zh: "專案初期做下的架構決策，日後要推翻往往代價高昂。無論是結構良好的單體式架構，還是由多個服務組成的系統，我們都會協助您選出合適的形態，並與您的團隊一同設計雲端基礎架構、資料流與資安防護。",
    es: "Las decisiones de arquitectura que se toman al principio salen caras de deshacer después. Te ayudamos a elegir la forma adecuada para tu sistema, ya sea un monolito bien estructurado o un conjunto de servicios, y diseñamos con tu equipo la infraestructura en la nube, los flujos de datos y la seguridad que lo sostienen.",
  },
  overview: {
    en: [
      "Engagements usually begin with an architecture review: we read the code, study the infrastructure and talk to the people who run it, then write down the risks and bottlenecks we find. Designs are documented as diagrams and short decision records, so the reasoning survives staff changes. We work mostly on AWS, Google Cloud and Azure, with Docker and Kubernetes for workloads, Terraform for infrastructure as code, and PostgreSQL, Redis and message queues such as Kafka or SQS.",
      "Security and reliability are designed in: least-privilege access, encryption in transit and at rest, secrets management, backups you have actually restored, and observability with logs, metrics and traces through OpenTelemetry. We load-test before launches, plan migrations in stages that can be rolled back, and keep an eye on the monthly cloud bill. You end up with a system your team understands and can operate, not one that depends on us.",
    ],
    zh: [
      "合作通常從架構評估開始：我們閱讀程式碼、檢視基礎架構，並與實際負責維運的同仁深談，再把發現的風險與瓶頸整理成文件。設計成果以架構圖與簡短的決策紀錄（ADR）呈現，即使人員異動，決策背後的理由也不會失傳。我們主要在 AWS、Google Cloud 與 Azure 上工作，以 Docker 與 Kubernetes 執行工作負載，用 Terraform 落實基礎架構即程式碼，並搭配 PostgreSQL、Redis，以及 Kafka、SQS 等訊息佇列。",
      "安全性與可靠性從設計階段就納入考量：最小權限存取、傳輸中與靜態資料加密、機密資訊管理、真正演練過還原的備份，以及透過 OpenTelemetry 整合日誌、指標與追蹤的可觀測性。重要上線前我們會進行負載測試，將系統遷移拆成可隨時回復的階段，也會持續留意每個月的雲端帳單。最後交到您手上的，是一套團隊看得懂、管得動的系統，而不是離不開我們的系統。",
    ],
    es: [
      "Normalmente empezamos con una revisión de arquitectura: leemos el código, estudiamos la infraestructura y hablamos con quienes la operan, y después dejamos por escrito los riesgos y cuellos de botella que encontramos. Documentamos los diseños con diagramas y registros de decisiones breves, para que el razonamiento sobreviva a los cambios de personal. Trabajamos sobre todo con AWS, Google Cloud y Azure, con Docker y Kubernetes para las cargas de trabajo, Terraform para la infraestructura como código, y PostgreSQL, Redis y colas de mensajes como Kafka o SQS.",
      "La seguridad y la fiabilidad se diseñan desde el inicio: acceso con privilegios mínimos, cifrado en tránsito y en reposo, gestión de secretos, copias de seguridad cuya restauración se ha probado de verdad y observabilidad con logs, métricas y trazas mediante OpenTelemetry. Hacemos pruebas de carga antes de cada lanzamiento, planificamos las migraciones por etapas reversibles y vigilamos la factura mensual de la nube. El resultado es un sistema que tu equipo entiende y sabe operar, no uno que dependa de nosotros.",
    ],
  },
  features: {
    en: [
      "Architecture reviews and technical audits",
      "Cloud infrastructure on AWS, GCP and Azure",
      "Kubernetes and infrastructure as code",
      "API, data and integration design",
      "Security, backups and disaster recovery",
      "Observability, load testing and cost control",
    ],
    zh: [
      "架構評估與技術稽核",
      "AWS、GCP 與 Azure 雲端架構",
      "Kubernetes 與基礎架構即程式碼",
      "API、資料與系統整合設計",
      "資安防護、備份與災難復原",
      "可觀測性、負載測試與成本控管",
    ],
    es: [
      "Revisiones de arquitectura y auditorías técnicas",
      "Infraestructura en AWS, GCP y Azure",
      "Kubernetes e infraestructura como código",
      "Diseño de APIs, datos e integraciones",
      "Seguridad, respaldos y recuperación ante desastres",
      "Observabilidad, pruebas de carga y control del gasto",
    ],
  },
  image: {
    src: hero,
    width: 1600,
    height: 900,
    alt: {
      en: "Illustration: connected blocks representing servers, databases and services in a system diagram",
      zh: "插圖：以彼此相連的方塊代表伺服器、資料庫與服務的系統架構圖",
      es: "Ilustración: bloques conectados que representan servidores, bases de datos y servicios en un diagrama de sistema",
    },
  },
} satisfies Service;
