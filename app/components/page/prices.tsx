import { useTranslations } from "use-intl";

import type { Price } from "~/content/localize";
import {
  CURRENCY_CHOICE,
  currencies,
  defaultCurrency,
  inCurrencyOrder,
  type Currency,
} from "~/currency/currencies";

/**
 * A price with the visitor's currency first: the page holds it in each of the three orders, and
 * the stylesheet shows the one the root's `data-currency` names (dirhams first without it). Only
 * the one shown is read out. `render` writes the price with its currencies in the order given.
 */
export function InVisitorsCurrency({
  price,
  render,
}: {
  price: Price;
  render: (amounts: readonly [string, string, string]) => React.ReactNode;
}) {
  return currencies.map((first) => (
    <div key={first} className="price-variant" data-first={first}>
      {render(inCurrencyOrder(price, first))}
    </div>
  ));
}

/** The names of the currencies on the choice's buttons. */
const currencyNames = {
  aed: "howWeWork.currencyAed",
  sar: "howWeWork.currencySar",
  usd: "howWeWork.currencyUsd",
} as const satisfies Record<Currency, string>;

/**
 * "Prices in: AED SAR USD": the visitor's choice of the currency shown first, remembered for their
 * next visits. Buttons in the page's HTML, made to choose by the page's head script
 * (app/currency/apply-currency.inline.ts); hidden without JavaScript, where prices show dirhams
 * first.
 */
export function CurrencyChoice({ className }: { className?: string }) {
  const t = useTranslations();
  return (
    <div
      role="group"
      aria-label={t("howWeWork.currencyChoice")}
      className={`${CURRENCY_CHOICE} flex items-center gap-2 text-sm noscript:hidden ${className ?? ""}`}
    >
      <span aria-hidden="true" className="text-muted-foreground">
        {t("howWeWork.currencyChoice")}
      </span>
      {currencies.map((c) => (
        <button
          key={c}
          type="button"
          value={c}
          aria-pressed={c === defaultCurrency}
          className="min-h-11 rounded-full border border-border px-3 font-medium hover:bg-muted aria-pressed:border-primary aria-pressed:bg-accent-soft aria-pressed:text-accent"
        >
          {t(currencyNames[c])}
        </button>
      ))}
    </div>
  );
}
