import { LanguageSelect } from "~/components/layout/language-select";
import { island } from "~/delivery";

export default island("language-select", { when: "intent" }, LanguageSelect);
