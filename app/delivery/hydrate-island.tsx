// Loaded with the first island the visitor wakes: React, the page's interface strings and the
// whole stylesheet (the page's HTML brought only the rules it uses; a menu or a message needs
// more), then the island's own code, hydrated on its element as a React root of its own.
import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

import { documentParts, loadMessageParts, LoadedMessagesProvider } from "~/i18n/intl";
import { localeFromHtmlLang } from "~/i18n/locales";

import { islandIdPrefix, type Island } from "./island";
import { STYLESHEET_ID } from "./stylesheet";

type IslandModule = { default: Island<object> };

const islands = import.meta.glob<IslandModule>("../islands/*.tsx");

let stylesheet: Promise<void> | undefined;

/** The whole stylesheet, once, as a file the browser caches for every page. */
function wholeStylesheet(): Promise<void> {
  return (stylesheet ??= new Promise((resolve) => {
    const href = document.getElementById(STYLESHEET_ID)?.dataset.href;
    if (!href) return resolve();
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  }));
}

/** Hydrates one island element: its code, props and strings, then React on it. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const load = islands[`../islands/${name}.tsx`];
  if (!load) throw new Error(`no island "${name}"`);
  const locale = localeFromHtmlLang(document.documentElement.lang);
  const [{ default: island }] = await Promise.all([
    load(),
    loadMessageParts(locale, documentParts()),
    wholeStylesheet(),
  ]);
  // The strings it shows beyond its page's (a menu's theme choice): named by its module.
  await loadMessageParts(locale, island.messages);
  // Its props, as JSON just before it; an island without props has none.
  const data = element.previousElementSibling;
  const json =
    data instanceof HTMLScriptElement && data.type === "application/json" ? data.text : "{}";
  const props = JSON.parse(json) as object;
  const Component = island.component as ComponentType<object>;
  await new Promise<void>((hydrated) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <LoadedMessagesProvider locale={locale}>
          <Hydrated onHydrated={hydrated}>
            <Component {...props} />
          </Hydrated>
        </LoadedMessagesProvider>,
        { identifierPrefix: islandIdPrefix(name, sameNameBefore(element, name)) },
      );
    });
  });
  element.dataset.hydrated = "";
}

/** Tells when React has committed the island: its handlers are attached from then on. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** How many islands of the same name come before this one in the page. */
function sameNameBefore(element: HTMLElement, name: string): number {
  const all = [...document.querySelectorAll(`island-root[data-island="${name}"]`)];
  return all.indexOf(element);
}
