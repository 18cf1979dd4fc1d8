import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { buildMail, type ContactRequest, type Mail } from "~/mail/mailto";

import { CopyButton, copyText } from "./copy-button";
import { FormToast } from "./form-toast";

/** How long the optional endpoint gets before the message goes by email instead. */
const ENDPOINT_TIMEOUT_MS = 8000;

type Outcome =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "mail"; mail: Mail; copied: boolean; endpointFailed: boolean };

type Notice = { id: number; title: string; description: string };

/** Sends the request to the endpoint as JSON; true only for a 2xx answer within the time limit. */
async function postToEndpoint(endpoint: string, request: ContactRequest): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ENDPOINT_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the visitor's mail app, as a click on a mailto link does. */
function openMailApp(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.click();
}

type FieldProps = { label: string; id: string; wide?: boolean } & (
  ComponentProps<"input"> | ({ rows: number } & ComponentProps<"textarea">)
);

/**
 * A labelled field, required unless told otherwise; with `rows` a text area. What a visitor types
 * takes its own direction (`dir="auto"`) unless the field says which.
 */
function Field({ label, wide = false, ...control }: FieldProps) {
  const props = {
    required: true,
    dir: "auto",
    ...control,
    className:
      "border-border bg-background mt-1.5 block w-full rounded-lg border px-3.5 py-2.5 text-base shadow-xs",
  };
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={control.id} className="text-sm font-medium">
        {label}
      </label>
      {"rows" in props ? (
        <textarea {...(props as ComponentProps<"textarea">)} />
      ) : (
        <input type="text" {...(props as ComponentProps<"input">)} />
      )}
    </div>
  );
}

/**
 * A message written for the visitor elsewhere on the page (a plan): it replaces the text of the
 * message field, which takes the focus, each time a new one is given. Nothing is sent until the
 * visitor sends the form.
 */
export type MessageDraft = { text: string; version: number };

export function ContactForm({ draft }: { draft?: MessageDraft }) {
  const t = useTranslations();
  const mailWords = useTranslations("contact.mail");
  const message = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!draft || !message.current) return;
    message.current.value = draft.text;
    message.current.focus();
  }, [draft]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useRef(0);
  const fields = useId();

  const notify = (title: string, description: string) =>
    setNotice({ id: ++noticeId.current, title, description });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    const request: ContactRequest = {
      name: value("name"),
      email: value("email"),
      company: value("company"),
      message: value("message"),
    };

    const endpoint = form.dataset.endpoint;
    if (endpoint) {
      // A filled honeypot is a bot: it gets the thanks, nobody gets the message.
      if (value("website")) return notify(t("contact.toastSentTitle"), t("contact.toastSentText"));
      setOutcome({ kind: "sending" });
      if (await postToEndpoint(endpoint, request)) {
        form.reset();
        setOutcome({ kind: "idle" });
        return notify(t("contact.toastSentTitle"), t("contact.toastSentText"));
      }
    }

    const mail = buildMail(site.email, request, mailWords, t("contact.pastePlaceholder"));
    // Copy before the mail app takes focus: the page may not be allowed to later.
    const copied = mail.complete ? false : await copyText(mail.text);
    openMailApp(mail.url);
    setOutcome({ kind: "mail", mail, copied, endpointFailed: Boolean(endpoint) });
    notify(t("contact.toastMailTitle"), t("contact.toastMailText"));
  }

  const sending = outcome.kind === "sending";
  return (
    <div className="rounded-(--radius-card) border border-border bg-background p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold">{t("contact.formTitle")}</h3>
      {/* Without JavaScript the browser itself hands the fields to the mail app. */}
      <form
        action={`mailto:${site.email}`}
        method="post"
        encType="text/plain"
        data-endpoint={site.formEndpoint ?? undefined}
        onSubmit={handleSubmit}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <Field label={t("contact.name")} id={`${fields}-name`} name="name" autoComplete="name" />
        <Field
          label={t("contact.email")}
          id={`${fields}-email`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        <Field
          label={t("contact.company")}
          id={`${fields}-company`}
          name="company"
          autoComplete="organization"
          required={false}
          wide
        />
        <Field
          label={t("contact.message")}
          id={`${fields}-message`}
          name="message"
          rows={5}
          wide
          ref={message}
        />
        {/* Off-screen, not `hidden`: naive bots fill every text field they find. */}
        <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
          <label htmlFor={`${fields}-website`}>{t("contact.honeypot")}</label>
          <input
            id={`${fields}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
          <button type="submit" disabled={sending} className={buttonVariants({ size: "lg" })}>
            {sending
              ? t("contact.sending")
              : site.formEndpoint
                ? t("contact.submitEndpoint")
                : t("contact.submit")}
          </button>
          {!site.formEndpoint && (
            <p className="text-sm text-muted-foreground">{t("contact.mailHint")}</p>
          )}
        </div>
      </form>
      <div aria-live="polite">{outcome.kind === "mail" && <MailFallback {...outcome} />}</div>
      {notice && (
        <FormToast
          key={notice.id}
          title={notice.title}
          description={notice.description}
          onClose={() => setNotice(null)}
        />
      )}
    </div>
  );
}

/** After the mail app was asked to open: what to do if it did not, with nothing to retype. */
function MailFallback({
  mail,
  copied,
  endpointFailed,
}: {
  mail: Mail;
  copied: boolean;
  endpointFailed: boolean;
}) {
  const t = useTranslations();
  return (
    <section
      aria-labelledby="mail-fallback-title"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-muted p-5"
    >
      {endpointFailed && <p className="font-medium">{t("contact.endpointFailed")}</p>}
      {!mail.complete && (
        <p className="border-s-4 border-primary ps-3 font-medium">
          {copied ? t("contact.tooLong") : t("contact.tooLongNotCopied")}
        </p>
      )}
      <h4 id="mail-fallback-title" className="font-semibold">
        {t("contact.fallbackTitle")}
      </h4>
      <p className="text-sm text-muted-foreground">
        {t("contact.fallbackText", { email: site.email })}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <a href={mail.url} className={buttonVariants()}>
          {t("contact.openAgain")}
        </a>
        <CopyButton text={site.email} label={t("contact.copyAddress")} />
        <CopyButton text={`${mail.subject}\r\n\r\n${mail.text}`} label={t("contact.copyMessage")} />
      </div>
    </section>
  );
}
