import { scriptCall } from "~/delivery";

import applyCurrency from "./apply-currency.inline.ts?inline-script";
import {
  CURRENCY_CHOICE,
  CURRENCY_EVENT,
  CURRENCY_STORAGE_KEY,
  currencies,
  firstByRegion,
  firstElsewhere,
} from "./currencies";

/**
 * On the pages that show prices: marks the currency they show first before the first paint, and
 * makes their "Prices in" groups choose.
 */
export const currencyScript = scriptCall(
  applyCurrency,
  CURRENCY_STORAGE_KEY,
  currencies,
  firstByRegion,
  firstElsewhere,
  CURRENCY_CHOICE,
  CURRENCY_EVENT,
);
