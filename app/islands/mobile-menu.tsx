import { MobileMenu } from "~/components/layout/mobile-menu";
import { island } from "~/delivery";

export default island("mobile-menu", { when: "intent", messages: ["theme"] }, MobileMenu);
