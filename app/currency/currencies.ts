// The three currencies every price is shown in (pegged: see app/i18n/format-number.ts), and the
// order a price shows them in: the visitor's first, then the others in their usual order.

export const currencies = ["aed", "sar", "usd"] as const;
export type Currency = (typeof currencies)[number];

/** The class of each "Prices in" group (app/components/page/prices.tsx). */
export const CURRENCY_CHOICE = "currency-choice";

/** The event the window hears when the visitor chooses a currency: an island redraws its prices. */
export const CURRENCY_EVENT = "currencychange";

/** localStorage key of the currency the visitor chose to see first. */
export const CURRENCY_STORAGE_KEY = "currency";

/**
 * The currency shown first when the visitor has chosen none, by the region their browser names
 * (`ar-SA`): riyals in the Kingdom, dirhams in the Emirates and the rest of the Gulf, dollars
 * elsewhere. A browser that names no region gets the studio's own, dirhams.
 */
export const firstByRegion = { SA: "sar", AE: "aed", BH: "aed", KW: "aed", OM: "aed", QA: "aed" };
export const firstElsewhere: Currency = "usd";

function isCurrency(value: unknown): value is Currency {
  return currencies.includes(value as Currency);
}

/** The studio's own currency, shown first where the page has set none (and without JavaScript). */
export const defaultCurrency: Currency = "aed";

/** One value per currency (a price's amounts), `first`'s then the others' in their usual order. */
export function inCurrencyOrder<T>(
  values: Record<Currency, T>,
  first: Currency,
): readonly [T, T, T] {
  const [second, third] = currencies.filter((c) => c !== first);
  return [values[first], values[second!], values[third!]];
}

/** The currency prices show first, as the page's script set it (dirhams where it set none). */
export function shownCurrency(): Currency {
  const shown = document.documentElement.dataset.currency;
  return isCurrency(shown) ? shown : defaultCurrency;
}
