import { ProjectPlanner } from "~/components/sections/project-planner";
import { island } from "~/delivery";

export default island(
  "project-planner",
  { when: "address", messages: ["planner", "home"] },
  ProjectPlanner,
);
