import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { MessagesProvider } from "~/i18n/intl";
import ar from "~/i18n/messages/ar";
import es from "~/i18n/messages/es";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";

import { TranslationNotice, useInEnglish } from "./untranslated";

function Title({ untranslated }: { untranslated?: true }) {
  const inEnglish = useInEnglish();
  return <h1 {...inEnglish({ untranslated })}>UX/UI Design</h1>;
}

const shown = (locale: Locale, messages: Messages, untranslated?: true) =>
  render(
    <MessagesProvider locale={locale} messages={messages}>
      <Title untranslated={untranslated} />
      {untranslated && <TranslationNotice />}
    </MessagesProvider>,
  );

describe("an English text on another language's page", () => {
  it("is marked English where it stands, and the page says it is not translated yet", () => {
    shown("es", es, true);
    const title = screen.getByRole("heading");
    expect(title).toHaveAttribute("lang", "en");
    expect(title).not.toHaveAttribute("dir");
    expect(screen.getByText(es.translation.pending)).not.toHaveAttribute("lang");
  });

  it("is laid out left to right on a right-to-left page", () => {
    shown("ar", ar, true);
    expect(screen.getByRole("heading")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText(ar.translation.pending)).toBeInTheDocument();
  });

  it("is not marked at all when translated", () => {
    shown("ar", ar);
    const title = screen.getByRole("heading");
    expect(title).not.toHaveAttribute("lang");
    expect(title).not.toHaveAttribute("dir");
  });
});
