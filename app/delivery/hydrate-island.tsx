// Loaded with the first island the visitor wakes: React, and the hydration of one island on its
// element as a React root of its own (./hydrate-islands.ts).
import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

import { LoadedMessagesProvider } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";

import { islandIdPrefix, type Island } from "./island";

/** Hydrates one island element with its component and the props written before it. */
export async function hydrateIsland(
  element: HTMLElement,
  island: Island<object>,
  locale: Locale,
): Promise<void> {
  const name = element.dataset.island ?? "";
  // Its props, as JSON just before it; an island without props has none.
  const data = element.previousElementSibling;
  const json =
    data instanceof HTMLScriptElement && data.type === "application/json" ? data.text : "{}";
  const props = JSON.parse(json) as object;
  const Component = island.component as ComponentType<object>;
  const sameName = [...document.querySelectorAll(`island-root[data-island="${name}"]`)];
  await new Promise<void>((hydrated) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <LoadedMessagesProvider locale={locale}>
          <Hydrated onHydrated={hydrated}>
            <Component {...props} />
          </Hydrated>
        </LoadedMessagesProvider>,
        { identifierPrefix: islandIdPrefix(name, sameName.indexOf(element)) },
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
