import { YourHours } from "~/components/page/your-hours";
import { island } from "~/delivery";

export default island("your-hours", { when: "visible", messages: ["hours"] }, YourHours);
