import { island } from "~/delivery";

import { ContactForm } from "./contact-form";

export default island(
  "contact-form",
  { when: "intent", messages: ["contact", "hours"] },
  ContactForm,
);
