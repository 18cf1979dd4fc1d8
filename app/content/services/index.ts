// The services: one folder per service, `<id>/index.json` (every language inside) and its hero
// image. The folder name is the URL slug; `order` is the order on the home page and in the footer.
import { serviceFile, type ServiceEntry } from "../schema";
import { loadCollection, picture } from "../schema/load";
import type { Picture } from "../types";

const files = import.meta.glob("./*/index.json", { eager: true, import: "default" });
const imageUrls = import.meta.glob<string>("./*/*.svg", { eager: true, import: "default" });

export type Service = Omit<ServiceEntry, "image" | "imageAlt"> & { image: Picture };

export const services: Readonly<Record<string, Service>> = loadCollection(
  "app/content/services",
  files,
  serviceFile.schema,
  (file, _id, path) => {
    const { image, imageAlt, ...entry } = serviceFile.entry(file);
    return { ...entry, image: picture(path, "en.image", image, imageUrls, imageAlt) };
  },
);

export type ServiceId = string;
export const serviceIds: readonly ServiceId[] = Object.keys(services);

export function isServiceId(id: string | undefined): id is ServiceId {
  return id !== undefined && Object.hasOwn(services, id);
}

/** A service by id; an unknown id is a bug in the caller (ids come from `serviceIds` or `isServiceId`). */
export function service(id: ServiceId): Service {
  const found = services[id];
  if (!found) throw new Error(`No service "${id}"`);
  return found;
}
