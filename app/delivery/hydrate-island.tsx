// Loaded with the first island the visitor wakes: React, and the hydration of one island on its
// element as a React root of its own (./hydrate-islands.ts).
import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

import { LoadedMessagesProvider } from "~/i18n/intl";
import type { Locale } from "~/i18n/locales";

import type { Island } from "./island";

/**
 * Hydrates one island element with its component, the props written inside it (taken out first:
 * React draws what the component renders, nothing else) and the id prefix written on it.
 */
export async function hydrateIsland(
  element: HTMLElement,
  island: Island<object>,
  locale: Locale,
): Promise<void> {
  const data = element.firstElementChild;
  let props = {};
  if (data instanceof HTMLScriptElement && data.type === "application/json") {
    props = JSON.parse(data.text) as object;
    data.remove();
  }
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
        { identifierPrefix: element.getAttribute("ids") ?? "" },
      );
    });
  });
  element.setAttribute("hydrated", "");
}

/** Tells when React has committed the island: its handlers are attached from then on. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
