import { ThemeSelect } from "~/components/layout/theme-select";
import { island } from "~/delivery";

export default island("theme-select", { when: "intent", messages: ["theme"] }, ThemeSelect);
