// The services: one folder per service, `<id>/index.json` (every language inside) and its hero
// image. The folder name is the URL slug; `order` is the order on the home page and in the footer.
import { serviceFile, type ServiceEntry } from "../schema";
import { entriesById, loadCollection, picture } from "../schema/load";
import type { Picture } from "../types";

const files = import.meta.glob("./*/index.json", { eager: true, import: "default" });
const imageUrls = import.meta.glob<string>("./*/*.svg", { eager: true, import: "default" });

export type Service = Omit<ServiceEntry, "image" | "imageAlt"> & { image: Picture };

export const services = loadCollection(
  "app/content/services",
  files,
  serviceFile,
  ({ image, imageAlt, ...entry }, path): Service => ({
    ...entry,
    image: picture(path, "en.image", image, imageUrls, imageAlt),
  }),
);

export type ServiceId = string;
export const { ids: serviceIds, has: isServiceId, get: service } = entriesById(services, "service");
