import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { useInEnglish, type EnglishAttributes } from "~/components/page/untranslated";
import { buttonVariants } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { PlannerPage } from "~/content/localize";
import {
  CURRENCY_EVENT,
  defaultCurrency,
  inCurrencyOrder,
  shownCurrency,
} from "~/currency/currencies";
import {
  formatAed,
  formatAedAmount,
  formatFigure,
  formatPrices,
  formatWeeks,
} from "~/i18n/format-number";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { planMessage } from "~/planner/plan-message";
import type { PlanData } from "~/requests/request";
import { computePlan, type Choice, type Plan, type PlanLine } from "~/planner/plan";
import { queryOfChoice, readQuery } from "~/planner/plan-query";

import { ContactForm, type MessageDraft } from "./contact-form";

// The plan lives in the page's address: the address is the state, replaced in place on each
// change, so a reload or a shared link opens the same plan. The prerender has no address, so the
// first render is the empty plan, as the HTML is; the plan of the address follows at once.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("popstate", listener);
  };
}
const readSearch = () => location.search;
const noSearch = () => "";

function replaceSearch(search: string) {
  history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
  for (const listener of listeners) listener();
}

// The currency the visitor sees first (app/currency/): dirhams as the HTML has them, then the
// page's once hydrated, and the visitor's next choice at once.
function subscribeCurrency(listener: () => void) {
  addEventListener(CURRENCY_EVENT, listener);
  return () => removeEventListener(CURRENCY_EVENT, listener);
}
const dirhamsFirst = () => defaultCurrency;

/**
 * The planner: the buyer's choices, the range they give with what each one adds, the engagement
 * that fits, and the contact form the plan is sent with. Nothing leaves the page until the buyer
 * sends that form.
 */
export function ProjectPlanner({ page }: { page: PlannerPage }) {
  const t = useTranslations();
  const messageWords = useTranslations("planner.message");
  const locale = useLocale();
  const inEnglish = useInEnglish();
  const english = inEnglish(page);
  const { model, labels } = page;
  const currency = useSyncExternalStore(subscribeCurrency, shownCurrency, dirhamsFirst);
  const search = useSyncExternalStore(subscribe, readSearch, noSearch);
  const reading = useMemo(() => readQuery(model, search), [model, search]);
  const { choice } = reading;
  const plan = useMemo(() => computePlan(model, choice), [model, choice]);
  const [draft, setDraft] = useState<MessageDraft>();
  const ids = useId();

  const choose = (next: Partial<Choice>) =>
    replaceSearch(queryOfChoice(model, { ...choice, ...next }));
  const toggle = (list: readonly string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);

  const label = {
    platform: (id: string) => labels.platforms[model.platforms.findIndex((p) => p.id === id)]!,
    scope: (id: string) => labels.scopes[model.scopes.findIndex((s) => s.id === id)]!.label,
    need: (id: string) => labels.needs[model.needs.findIndex((n) => n.id === id)]!,
    within: (months: number | null) =>
      months === null ? t("planner.flexible") : t("planner.within", { count: months }),
  };
  /** A plan's range, the visitor's currency first, and weeks, as the status and the message write them. */
  const figures = (p: Plan) => {
    const [first, second, third] = inCurrencyOrder(formatPrices(locale, p.total), currency);
    return { first, second, third, weeks: formatWeeks(locale, p.weeks) };
  };
  const summary = (p: Plan) => t("planner.summary", figures(p));

  // The first figure the browser formats starts its number formatting, which takes a phone's
  // main thread for a moment: started while the buyer reads, not on their first choice.
  useEffect(() => {
    const sample = computePlan(model, { ...choice, build: [model.platforms[0]!.id] });
    const warm = () => sample && summary(sample);
    if (!("requestIdleCallback" in window)) return void setTimeout(warm);
    const id = requestIdleCallback(warm);
    return () => cancelIdleCallback(id);
    // Once, after hydration: the formats do not change with the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function send(p: Plan) {
    const text = planMessage(messageWords, {
      build: choice.build.map(label.platform),
      scope: label.scope(choice.scope),
      needs: choice.needs.map(label.need),
      when: label.within(choice.within),
      range: figures(p),
      url: location.href,
    });
    // The plan as data beside the words: the owner sees the same plan in any language.
    const plan: PlanData = {
      version: model.version,
      build: [...choice.build],
      scope: choice.scope,
      needs: [...choice.needs],
      within: choice.within,
      aed: p.total,
      weeks: p.weeks,
      url: location.href,
    };
    setDraft({ text, version: (draft?.version ?? 0) + 1, plan });
  }

  const amountOf = (line: PlanLine) =>
    line.kind === "date"
      ? t("planner.upTo", { amount: formatAedAmount(locale, line.amount.max) })
      : line.kind === "need"
        ? t("planner.adds", { amount: formatAed(locale, line.amount) })
        : formatAed(locale, line.amount);

  const fits = plan && page.engagements[plan.engagement - 1];
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] noscript:hidden">
        <section aria-labelledby={`${ids}-choices`} className="flex flex-col gap-8">
          <h2 id={`${ids}-choices`} className="text-2xl font-bold">
            {t("planner.choicesTitle")}
          </h2>
          <LinkNotice dropped={reading.dropped} otherVersion={reading.otherVersion} />
          <Choices legend={t("planner.buildLegend")} hint={t("planner.buildHint")}>
            {model.platforms.map((p, i) => (
              <Option
                key={p.id}
                id={`${ids}-build-${p.id}`}
                label={labels.platforms[i]!}
                english={english}
                type="checkbox"
                name="build"
                value={p.id}
                checked={choice.build.includes(p.id)}
                onChange={(on) => choose({ build: toggle(choice.build, p.id, on) })}
              />
            ))}
          </Choices>
          <Choices legend={t("planner.scopeLegend")} wide>
            {model.scopes.map((s, i) => (
              <Option
                key={s.id}
                id={`${ids}-scope-${s.id}`}
                label={labels.scopes[i]!.label}
                english={english}
                description={labels.scopes[i]!.description}
                type="radio"
                name="scope"
                value={s.id}
                checked={choice.scope === s.id}
                onChange={() => choose({ scope: s.id })}
              />
            ))}
          </Choices>
          <Choices legend={t("planner.needsLegend")}>
            {model.needs.map((n, i) => (
              <Option
                key={n.id}
                id={`${ids}-need-${n.id}`}
                label={labels.needs[i]!}
                english={english}
                type="checkbox"
                name="need"
                value={n.id}
                checked={choice.needs.includes(n.id)}
                onChange={(on) => choose({ needs: toggle(choice.needs, n.id, on) })}
              />
            ))}
          </Choices>
          <div>
            <label htmlFor={`${ids}-within`} className="text-lg font-semibold">
              {t("planner.whenLegend")}
            </label>
            <select
              id={`${ids}-within`}
              name="within"
              value={choice.within ?? ""}
              onChange={(e) =>
                choose({ within: e.currentTarget.value ? Number(e.currentTarget.value) : null })
              }
              className="mt-3 block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base sm:w-80"
            >
              <option value="">{label.within(null)}</option>
              {Array.from({ length: model.tightDate.months }, (_, i) => i + 1).map((months) => (
                <option key={months} value={months}>
                  {label.within(months)}
                </option>
              ))}
            </select>
          </div>
        </section>

        <section
          aria-labelledby={`${ids}-result`}
          className="flex flex-col gap-5 self-start rounded-(--radius-card) border border-border p-6 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id={`${ids}-result`} className="text-2xl font-bold">
            {t("planner.resultTitle")}
          </h2>
          {/* One short sentence, announced after each change; the breakdown stays outside it. */}
          <p role="status" className="text-xl font-bold text-accent">
            {plan ? summary(plan) : t("planner.empty")}
          </p>
          {plan && (
            <>
              <div>
                <h3 className="font-semibold">{t("planner.breakdownTitle")}</h3>
                <ul className="mt-2 flex flex-col divide-y divide-border text-sm">
                  {plan.lines.map((line) => (
                    <li
                      key={`${line.kind}-${"id" in line ? line.id : ""}`}
                      className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
                    >
                      <span>
                        {line.kind === "platform"
                          ? t("planner.platformLine", {
                              platform: label.platform(line.id),
                              scope: label.scope(choice.scope),
                            })
                          : line.kind === "need"
                            ? label.need(line.id)
                            : t("planner.dateLine")}
                        {line.kind === "platform" && line.shared && (
                          <span className="block text-muted-foreground">
                            {t("planner.sharedNote", {
                              percent: formatFigure(locale, {
                                value: model.platforms.find((p) => p.id === line.id)!.together,
                                unit: "percent",
                              }),
                            })}
                          </span>
                        )}
                      </span>
                      <span className="font-medium tabular-nums">{amountOf(line)}</span>
                    </li>
                  ))}
                </ul>
                {plan.tooSoon && (
                  <p className="mt-3 border-s-4 border-primary ps-3 text-sm font-medium">
                    {t("planner.tooSoon", { weeks: formatWeeks(locale, plan.weeks) })}
                  </p>
                )}
              </div>
              {fits && (
                <div>
                  <h3 className="font-semibold">{t("planner.fitsTitle")}</h3>
                  <p className="mt-1 font-medium" {...inEnglish(fits)}>
                    {fits.name}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground" {...inEnglish(fits)}>
                    {fits.summary}
                  </p>
                  <a
                    href={paths.howWeWork(locale)}
                    className="mt-2 inline-block text-sm font-medium text-accent underline underline-offset-4"
                  >
                    {t("planner.fitsLink")}
                  </a>
                </div>
              )}
              <button type="button" className={buttonVariants()} onClick={() => send(plan)}>
                {t("planner.send")}
                <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
              </button>
              {draft && <p className="text-sm text-muted-foreground">{t("planner.sent")}</p>}
            </>
          )}
          <div className="text-sm">
            <h3 className="font-semibold">{t("planner.assumesTitle")}</h3>
            <p className="mt-1 leading-relaxed text-muted-foreground" {...english}>
              {page.assumptions}
            </p>
            <h3 className="mt-4 font-semibold">{t("planner.excludesTitle")}</h3>
            <ul className="mt-1 list-disc ps-5 text-muted-foreground" {...english}>
              {page.excludes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p className="rounded-xl bg-muted p-4 text-sm leading-relaxed" {...english}>
            {page.notAQuote}
          </p>
        </section>
      </div>
      <p className="hidden rounded-(--radius-card) bg-muted p-5 noscript:block">
        {t("planner.noScript")}
      </p>
      <section aria-labelledby={`${ids}-send`} className="mt-12">
        <h2 id={`${ids}-send`} className="mb-6 text-2xl font-bold">
          {t("planner.sendTitle")}
        </h2>
        <ContactForm draft={draft} />
      </section>
    </>
  );
}

/** A group of choices under its legend, with a hint below it if any. */
function Choices({
  legend,
  hint,
  wide = false,
  children,
}: {
  legend: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <div
        className={cn("mt-3 grid gap-3", wide ? "sm:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-3")}
      >
        {children}
      </div>
    </fieldset>
  );
}

/** One native checkbox or radio button with its label, and what it means where the model says. */
function Option({
  label,
  description,
  english,
  ...input
}: {
  id: string;
  label: string;
  description?: string;
  /** Marks the label and description English where the page shows them untranslated. */
  english: EnglishAttributes;
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const about = description ? `${input.id}-about` : undefined;
  return (
    <div className="flex gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-accent-soft">
      <span className="flex h-6 items-center">
        <input
          {...input}
          onChange={(e) => input.onChange(e.currentTarget.checked)}
          aria-describedby={about}
          className="size-4 accent-primary"
        />
      </span>
      <span className="flex flex-col">
        <label htmlFor={input.id} className="font-medium" {...english}>
          {label}
        </label>
        {about && (
          <span id={about} className="text-sm text-muted-foreground" {...english}>
            {description}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * What a shared or typed link held that the planner could not open: named as it was written, so
 * the buyer sees why the plan differs from the link. Gone with their first change, which rewrites
 * the link.
 */
function LinkNotice({ dropped, otherVersion }: { dropped: string[]; otherVersion: boolean }) {
  const t = useTranslations();
  if (!otherVersion && dropped.length === 0) return null;
  return (
    <p className="border-s-4 border-primary ps-3">
      {otherVersion ? (
        t("planner.linkOtherVersion")
      ) : (
        <>
          {t("planner.linkDropped")}{" "}
          {dropped.map((part, index) => (
            <span key={part}>
              {index > 0 && " "}
              {/* Read left to right, whole, in a page of either direction. */}
              <code dir="ltr" className="rounded bg-muted px-1.5 py-0.5 text-sm">
                {part}
              </code>
            </span>
          ))}
        </>
      )}
    </p>
  );
}
