import { island } from "~/delivery";

import { ProjectPlanner } from "./project-planner";

export default island(
  "project-planner",
  { when: "address", messages: ["planner", "contact", "hours"] },
  ProjectPlanner,
);
