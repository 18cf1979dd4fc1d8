import { expect, test } from "vitest";

import { sharedChunk } from "./vite-plugin";

const at = (path: string) => `/repo/${path}`;

test("the site's chrome, helpers and the layer's browser half load with every page, by folder", () => {
  for (const path of [
    "app/components/layout/site-header.tsx",
    "app/components/layout/a-new-layout-part.tsx",
    "app/components/ui/button.tsx",
    "app/lib/cn.ts",
    "app/i18n/locales.ts",
    "app/delivery/browser/drawn-later.ts",
    "app/delivery/index.ts",
    "app/content/site.ts",
  ]) {
    expect.soft(sharedChunk(at(path)), path).toBe("app");
  }
});

test("what is drawn later, page parts (the layer's too) and each language's strings stay out of it", () => {
  for (const path of [
    "app/components/later/mobile-menu-sheet.tsx",
    "app/delivery/page/near-view.ts",
    "app/components/later/sheet.tsx",
    "app/components/page/card.tsx",
    "app/components/sections/contact-form.tsx",
    "app/i18n/messages/ar.ts",
    "app/mail/mailto.ts",
    "app/routes/home.tsx",
    "app/delivery/steps/page.ts",
    "node_modules/@radix-ui/react-dialog/dist/index.mjs",
    "node_modules/lucide-react/dist/esm/icons/menu.js",
  ]) {
    expect.soft(sharedChunk(at(path)), path).toBeUndefined();
  }
});

test("React, the router and the strings runtime are the framework chunk", () => {
  for (const path of [
    "node_modules/react-dom/cjs/react-dom-client.production.js",
    "node_modules/react-router/dist/production/index.mjs",
    "node_modules/use-intl/dist/esm/production/core.js",
  ]) {
    expect.soft(sharedChunk(at(path)), path).toBe("framework");
  }
});
