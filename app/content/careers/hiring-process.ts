import type { HiringStep } from "./types";

// The same steps for every role, in order.
export const hiringProcess = [
  {
    title: { en: "Application", zh: "投遞應徵", es: "Candidatura" },
    text: {
      en: "Send your CV or portfolio and a few lines on why the role interests you. A person reads every application, and we reply within 5 working days, whether or not we move forward.",
      zh: "寄來您的履歷或作品集，並用幾句話說明您為何對這個職位感興趣。每一份應徵都由專人閱讀，無論是否進入下一關，我們都會在 5 個工作天內回覆。",
      es: "Envía tu CV o portfolio y unas líneas sobre por qué te interesa el puesto. Una persona lee cada candidatura y te respondemos en un plazo de 5 días laborables, tanto si seguimos adelante como si no.",
    },
  },
  {
    title: { en: "Intro call", zh: "初步通話", es: "Llamada de presentación" },
    text: {
      en: "A 30-minute video call with the person you would report to: your experience, what you are looking for, and the role, the team and the working conditions. Bring your questions.",
      zh: "與未來直屬主管進行 30 分鐘的視訊通話：聊聊您的經歷、您在尋找什麼，以及這個職位、團隊與工作條件。歡迎帶著問題來。",
      es: "Una videollamada de 30 minutos con la persona de la que dependerías: tu experiencia, lo que buscas, y el puesto, el equipo y las condiciones. Trae tus preguntas.",
    },
  },
  {
    title: {
      en: "Practical conversation or paid exercise",
      zh: "實務對談或有償作業",
      es: "Conversación práctica o ejercicio remunerado",
    },
    text: {
      en: "You choose: walk two of us through real work of yours in a 90-minute conversation, or do a take-home exercise of at most 4 hours, which we pay for. Either way, it is close to the work you would do here.",
      zh: "由您選擇：在 90 分鐘的對談中，向我們兩位成員講解您實際做過的作品；或是完成一份最多 4 小時的居家作業，我們會支付報酬。無論哪一種，內容都貼近您在這裡實際會做的工作。",
      es: "Tú eliges: explicar a dos personas del equipo un trabajo real tuyo en una conversación de 90 minutos, o hacer un ejercicio en casa de 4 horas como máximo, que te pagamos. En ambos casos, se parece al trabajo que harías aquí.",
    },
  },
  {
    title: { en: "Meet the team", zh: "認識團隊", es: "Conoce al equipo" },
    text: {
      en: "About two hours with the people you would work with most, at the office or by video. They talk about how projects really run, and you can ask them anything.",
      zh: "約兩小時，在辦公室或透過視訊，與未來最常合作的同事見面。他們會分享專案實際如何運作，您也可以問任何問題。",
      es: "Unas dos horas con las personas con las que más trabajarías, en la oficina o por videollamada. Te cuentan cómo funcionan de verdad los proyectos y puedes preguntarles lo que quieras.",
    },
  },
  {
    title: { en: "Offer", zh: "錄取通知", es: "Oferta" },
    text: {
      en: "If we both want to go ahead, you receive a written offer within 2 working days, with the salary, benefits and start date. From application to offer usually takes about three weeks.",
      zh: "如果雙方都希望繼續，我們會在 2 個工作天內寄出書面錄取通知，載明薪資、福利與到職日。從應徵到收到錄取通知，通常約需三週。",
      es: "Si ambas partes queremos seguir adelante, recibes una oferta por escrito en un plazo de 2 días laborables, con el salario, los beneficios sociales y la fecha de incorporación. De la candidatura a la oferta suelen pasar unas tres semanas.",
    },
  },
] as const satisfies readonly HiringStep[];
