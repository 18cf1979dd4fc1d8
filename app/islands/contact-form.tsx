import { ContactForm } from "~/components/sections/contact-form";
import { island } from "~/delivery";

export default island("contact-form", { when: "intent", messages: ["home"] }, ContactForm);
