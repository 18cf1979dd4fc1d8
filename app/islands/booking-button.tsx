import { BookingButton } from "~/components/layout/booking-button";
import { island } from "~/delivery";

export default island("booking-button", { when: "intent" }, BookingButton);
