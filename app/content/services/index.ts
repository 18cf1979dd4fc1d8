import design from "./design";
import mobileDevelopment from "./mobile-development";
import productLaunch from "./product-launch";
import systemArchitecture from "./system-architecture";
import tvStreaming from "./tv-streaming";
import type { Service } from "./types";
import webDevelopment from "./web-development";

export type { Service } from "./types";

// The order here is the order on the home page and in the footer. The key is the URL slug.
export const services = {
  "mobile-development": mobileDevelopment,
  "web-development": webDevelopment,
  design,
  "tv-streaming": tvStreaming,
  "system-architecture": systemArchitecture,
  "product-launch": productLaunch,
} as const satisfies Record<string, Service>;

export type ServiceId = keyof typeof services;
export const serviceIds = Object.keys(services) as ServiceId[];

export function isServiceId(id: string | undefined): id is ServiceId {
  return id !== undefined && Object.hasOwn(services, id);
}
