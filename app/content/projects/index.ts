import ecommercex from "./ecommercex";
import fintechDashboard from "./fintech-dashboard";
import fittracker from "./fittracker";
import healthconnect from "./healthconnect";
import smartHome from "./smart-home";
import streamview from "./streamview";
import type { Project } from "./types";

export type { Project } from "./types";

// The order here is the order on /projects. The key is the URL slug.
export const projects = {
  healthconnect,
  ecommercex,
  streamview,
  "fintech-dashboard": fintechDashboard,
  fittracker,
  "smart-home": smartHome,
} as const satisfies Record<string, Project>;

export type ProjectId = keyof typeof projects;
export const projectIds = Object.keys(projects) as ProjectId[];

export function isProjectId(id: string | undefined): id is ProjectId {
  return id !== undefined && Object.hasOwn(projects, id);
}

/** The three case studies the home page shows under "Selected work", in order. */
export const featuredProjectIds = [
  "healthconnect",
  "ecommercex",
  "streamview",
] as const satisfies readonly ProjectId[];

/** The case study whose client's words the home page quotes. */
export const featuredTestimonialId: ProjectId = "ecommercex";
