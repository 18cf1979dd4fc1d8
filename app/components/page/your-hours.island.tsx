import { island } from "~/delivery";

import { YourHours } from "./your-hours";

export default island("your-hours", { when: "visible", messages: ["hours"] }, YourHours);
