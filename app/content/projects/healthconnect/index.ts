import type { Project } from "../types";

import hero from "./hero.svg";
import screen1 from "./screen-1.svg";
import screen2 from "./screen-2.svg";

export default {
  serviceId: "mobile-development",
  /** The day this text last changed: the sitemap's lastmod. */
  updated: "2026-11-21",
  title: { en: "HealthConnect App", zh: "HealthConnect 健康照護 App", es: "App HealthConnect" },
  category: { en: "Mobile Development", zh: "行動應用開發", es: "Desarrollo móvil" },
  tagline: {
    en: "A patient app that turns clinic visits into ongoing care.",
    zh: "讓每一次門診，都延伸為持續不斷的照護。",
    es: "Una app para pacientes que convierte cada consulta en atención continua.",
  },
  summary: {
    en: "Native iOS and Android app for a network of family clinics in Abu Dhabi: booking, lab results, reminders and secure messaging in one place.",
    zh: "為阿布達比家庭診所網絡打造的原生 iOS 與 Android App，將預約掛號、檢驗報告、用藥提醒與安全訊息整合於一處。",
    es: "App nativa para iOS y Android de una red de clínicas familiares en Abu Dabi: citas, resultados, recordatorios y mensajería segura en un solo lugar.",
  },
  /** The search-result snippet: at most 155 characters (zh 80). */
  metaDescription: {
    en: "Native iOS and Android patient app for Abu Dhabi family clinics: booking, lab results, reminders and secure messaging in one place. No-shows fell 38%.",
    zh: "為阿布達比家庭診所打造的原生 iOS 與 Android 病患 App，整合預約掛號、檢驗報告、用藥提醒與安全訊息，未到診率下降 38%。",
    es: "App nativa para iOS y Android de clínicas familiares en Abu Dabi: citas, resultados, recordatorios y mensajería segura. Las ausencias bajaron un 38%.",
  },
  client: "Meridia Family Clinics",
  year: 2024,
  technologies: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose", "HealthKit", "FHIR", "AWS"],
  overview: {
    en: [
      "Meridia Family Clinics runs eleven family-medicine clinics across Abu Dhabi and Al Ain, seeing around 40,000 patients a month. They asked us to replace a phone-and-paper workflow with a patient app their staff would actually trust. HealthConnect now handles booking, lab results, prescriptions and follow-up in Arabic and English, connected directly to the clinics' existing medical records system.",
    ],
    zh: [
      "Meridia Family Clinics 在阿布達比與艾因經營 11 間家庭醫學診所，每月服務約 40,000 名病患。他們希望以一款醫護人員真正信得過的病患 App，取代過去仰賴電話與紙本的作業流程。如今 HealthConnect 以阿拉伯文與英文提供預約掛號、檢驗報告、處方與回診追蹤，並直接串接診所既有的病歷系統。",
    ],
    es: [
      "Meridia Family Clinics gestiona once clínicas de medicina familiar en Abu Dabi y Al Ain y atiende a unos 40.000 pacientes al mes. Nos pidió sustituir un flujo de trabajo basado en teléfono y papel por una app en la que su personal confiara de verdad. Hoy HealthConnect gestiona citas, resultados de laboratorio, recetas y seguimiento en árabe e inglés, conectada directamente al sistema de historias clínicas de las clínicas.",
    ],
  },
  challenge: {
    en: [
      "Most appointments were booked by phone, and one in five patients simply did not turn up. Lab results were printed and collected in person, and doctors had no view of what happened between visits. The app had to work for elderly patients and their families, fully in Arabic with right-to-left layouts, and meet the Department of Health's rules on keeping patient data inside the UAE.",
      "The clinics' records system was a decade-old on-premise product with a partial FHIR interface and no test environment. Front-desk staff were already stretched, so the app could not add manual steps to their day. And the launch had to happen in stages, clinic by clinic, without ever leaving a patient unable to book an appointment or see their results.",
    ],
    zh: [
      "多數門診仍靠電話預約，每五位病患就有一位未依約到診。檢驗報告須列印後親自領取，醫師也無從得知病患在兩次回診之間的狀況。新的 App 必須讓年長病患與家屬都能輕鬆上手，完整支援阿拉伯文與由右至左的版面，並符合阿布達比衛生局要求病患資料存放於阿聯境內的規範。",
      "診所的病歷系統是沿用十年的地端產品，FHIR 介面僅部分可用，也沒有測試環境。櫃檯人員早已分身乏術，App 不能再替他們增加任何手動作業。上線也必須分階段、逐間診所進行，過程中不能讓任何一位病患無法預約或查看報告。",
    ],
    es: [
      "La mayoría de las citas se reservaban por teléfono y uno de cada cinco pacientes no se presentaba. Los resultados de laboratorio se imprimían y había que recogerlos en persona, y los médicos no sabían qué ocurría entre una consulta y otra. La app debía servir a pacientes mayores y a sus familias, funcionar íntegramente en árabe, de derecha a izquierda, y cumplir la normativa del Departamento de Salud sobre la conservación de datos de pacientes dentro de los Emiratos.",
      "El sistema de historias clínicas era un producto instalado en local desde hacía diez años, con una interfaz FHIR parcial y sin entorno de pruebas. El personal de recepción ya estaba al límite, así que la app no podía añadirle tareas manuales. Además, el lanzamiento debía hacerse por etapas, clínica por clínica, sin dejar nunca a un paciente sin poder reservar una cita o consultar sus resultados.",
    ],
  },
  solution: {
    en: [
      "We built native apps in SwiftUI and Jetpack Compose, sharing one design system with large type, high contrast and full right-to-left support. Patients book or reschedule in three taps, receive reminders timed to their own routines, see lab results as soon as a doctor releases them, and can add family members to manage a parent's or child's care from one account.",
      "Behind the apps, a small integration service on AWS in the UAE translates between the records system's FHIR endpoints and a clean API, queueing writes so an outage on the clinic side never loses a booking. Optional HealthKit and Health Connect sync shares blood pressure and glucose readings with doctors. We rolled out over eight weeks, two clinics at a time.",
    ],
    zh: [
      "我們以 SwiftUI 與 Jetpack Compose 開發原生 App，兩個平臺共用同一套設計系統：大字級、高對比，並完整支援由右至左排版。病患只需三個步驟即可預約或改期，提醒會依個人作息推送；醫師一發布檢驗結果，病患就能立即查看，也能把家人加入同一個帳號，代為打理父母或孩子的就醫事宜。",
      "在 App 背後，我們於 AWS 阿聯區域建置一個精簡的整合服務，在病歷系統的 FHIR 端點與乾淨的 API 之間轉換，並以佇列處理寫入，即使診所端系統中斷也不會遺失任何預約。病患可選擇透過 HealthKit 與 Health Connect，將血壓與血糖數據同步給醫師。整個導入歷時八週，每次上線兩間診所。",
    ],
    es: [
      "Desarrollamos apps nativas con SwiftUI y Jetpack Compose que comparten un mismo sistema de diseño, con tipografía grande, alto contraste y soporte completo de derecha a izquierda. Los pacientes reservan o cambian una cita en tres toques, reciben recordatorios adaptados a su rutina, ven sus resultados en cuanto el médico los publica y pueden añadir familiares para gestionar desde una sola cuenta la atención de sus padres o hijos.",
      "Detrás de las apps, un pequeño servicio de integración en AWS, alojado en los Emiratos, traduce entre los endpoints FHIR del sistema clínico y una API limpia, y pone en cola las escrituras para que una caída en la clínica nunca haga perder una cita. La sincronización opcional con HealthKit y Health Connect comparte con el médico las mediciones de presión arterial y glucosa. El despliegue duró ocho semanas, dos clínicas cada vez.",
    ],
  },
  results: {
    en: [
      "Appointment no-shows down 38% in the first six months",
      "62% of bookings made in the app within a year, freeing about 90 front-desk hours a week",
      "4.8-star rating across the App Store and Google Play",
      "Lab results reach patients in under 2 hours, down from 3 days",
    ],
    zh: [
      "上線六個月內，未到診率下降 38%",
      "一年內 62% 的預約透過 App 完成，櫃檯每週省下約 90 小時",
      "App Store 與 Google Play 綜合評分 4.8 星",
      "病患取得檢驗報告的時間，從 3 天縮短至 2 小時內",
    ],
    es: [
      "Las ausencias a las citas bajaron un 38% en los primeros seis meses",
      "El 62% de las citas se reserva en la app al cabo de un año, lo que libera unas 90 horas semanales de recepción",
      "Valoración de 4,8 estrellas en App Store y Google Play",
      "Los resultados de laboratorio llegan al paciente en menos de 2 horas, frente a 3 días antes",
    ],
  },
  testimonial: {
    quote: {
      en: "We expected our older patients to resist an app. Instead, their children set it up for them and now manage the whole family's appointments. Our front desks are calmer, and our doctors finally see what happens between visits.",
      zh: "我們原本以為年長病患會排斥 App，結果是他們的子女幫忙安裝，現在全家人的門診都由一個帳號打理。櫃檯變得從容許多，醫師也終於看得到病患在兩次回診之間的情況。",
      es: "Pensábamos que nuestros pacientes mayores rechazarían una app. En cambio, sus hijos se la instalaron y ahora gestionan las citas de toda la familia. La recepción está mucho más tranquila y los médicos por fin ven qué pasa entre consultas.",
    },
    author: "Dr. Layla Haddad",
    position: { en: "Medical Director", zh: "醫療總監", es: "Directora médica" },
  },
  images: [
    {
      src: hero,
      width: 1600,
      height: 900,
      alt: {
        en: "Illustration: a smartphone showing a patient app beside a stethoscope, a calendar and a medication reminder",
        zh: "插圖：顯示病患 App 的智慧型手機，旁邊是聽診器、月曆與用藥提醒",
        es: "Ilustración: un teléfono con una app para pacientes junto a un estetoscopio, un calendario y un recordatorio de medicación",
      },
    },
    {
      src: screen1,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the patient home screen with the next appointment and today's medication reminders",
        zh: "病患首頁截圖，顯示下一次門診與今日的用藥提醒",
        es: "Captura de la pantalla de inicio del paciente con la próxima cita y los recordatorios de medicación del día",
      },
    },
    {
      src: screen2,
      width: 1200,
      height: 900,
      alt: {
        en: "Screenshot of the booking screen with a doctor's available time slots for the week",
        zh: "預約畫面截圖，列出醫師本週可預約的時段",
        es: "Captura de la pantalla de reservas con los horarios disponibles del médico durante la semana",
      },
    },
  ],
} satisfies Project;
