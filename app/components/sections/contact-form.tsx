import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { useLocale } from "~/i18n/use-locale";
import { buildMail, type ContactRequest, type Mail } from "~/mail/mailto";
import { INTAKE_PATH, type RequestKind } from "~/requests/limits";
import type { PlanData } from "~/requests/request";
import { proofMaker, sendToIntake } from "~/requests/send";

import { CopyButton, copyText } from "./copy-button";
import { FormToast } from "./form-toast";
import { RequestSent } from "./request-sent";

/**
 * Whether this build's forms post to the site's own intake (`npm start`, and every deploy that
 * runs it). A static-only deploy builds with `INTAKE=off`: the forms then hand the request to the
 * visitor's mail app, as the original does.
 */
export const INTAKE_ON = import.meta.env.INTAKE !== "off";

type Outcome =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; reference: string; copy: boolean; email: string }
  | { kind: "refused"; message: string; field?: string }
  | { kind: "mail"; mail: Mail; copied: boolean; unreachable: boolean };

type Notice = { id: number; title: string; description: string };

/** The fields a draft keeps across a reload: what the visitor typed, never a file. */
const draftFields = ["name", "email", "company", "message"] as const;
const draftKey = () => `request-draft:${location.pathname}`;

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
export type MessageDraft = { text: string; version: number; plan?: PlanData };

/** The role a form applies for, on its page: its id for the studio, its title for the mail. */
export type AppliedRole = { id: string; title: string };

export function ContactForm({ draft, role }: { draft?: MessageDraft; role?: AppliedRole }) {
  const t = useTranslations();
  const locale = useLocale();
  const mailWords = useTranslations("contact.mail");
  const form = useRef<HTMLFormElement>(null);
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
  // One key per request, kept across its retries; a new one once it has arrived.
  const key = useRef("");
  // When the form was first shown to a person: a request sent within seconds is a bot's.
  const [startedAt, setStartedAt] = useState<number>();
  // The proof of work the intake asks of a browser, begun when the visitor starts on the form.
  const [proofs] = useState(proofMaker);

  useEffect(() => {
    key.current = crypto.randomUUID();
    // The focus that woke the island came before its handlers: the visitor has started.
    if (INTAKE_ON && form.current?.contains(document.activeElement)) void proofs.begin();
    // Once, after hydration: the prerendered form has no time, and a person takes seconds.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStartedAt(Date.now());
    // What the visitor typed before a reload is there again.
    try {
      const saved = JSON.parse(sessionStorage.getItem(draftKey()) ?? "null") as Record<
        string,
        string
      > | null;
      if (!saved || !form.current) return;
      for (const name of draftFields) {
        const field = form.current.elements.namedItem(name) as HTMLInputElement | null;
        if (field && !field.value && saved[name]) field.value = saved[name];
      }
    } catch {
      // No storage (a private window, a full quota): nothing to restore.
    }
  }, [proofs]);

  function saveDraft() {
    if (!form.current) return;
    const data = new FormData(form.current);
    const saved = Object.fromEntries(
      draftFields.map((name) => [name, String(data.get(name) ?? "")]),
    );
    try {
      sessionStorage.setItem(draftKey(), JSON.stringify(saved));
    } catch {
      // Storage refused: the form still works, the draft just does not outlive a reload.
    }
  }

  const notify = (title: string, description: string) =>
    setNotice({ id: ++noticeId.current, title, description });

  function openMail(request: ContactRequest, unreachable: boolean) {
    const mail = buildMail(site.email, request, mailWords, t("contact.pastePlaceholder"));
    return (async () => {
      // Copy before the mail app takes focus: the page may not be allowed to later.
      const copied = mail.complete ? false : await copyText(mail.text);
      openMailApp(mail.url);
      setOutcome({ kind: "mail", mail, copied, unreachable });
      notify(t("contact.toastMailTitle"), t("contact.toastMailText"));
    })();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const value = (name: string) => String(data.get(name) ?? "");
    const request: ContactRequest = {
      name: value("name"),
      email: value("email"),
      company: value("company"),
      message: value("message"),
      ...(role && { role: role.title }),
    };
    if (!INTAKE_ON) return openMail(request, false);

    setOutcome({ kind: "sending" });
    const file = data.get("file");
    const hasFile = file instanceof File && file.size > 0;
    const kind: RequestKind = role ? "application" : draft?.plan ? "plan" : "contact";
    const body = hasFile
      ? data
      : {
          kind,
          locale,
          ...request,
          ...(role && { role: role.id }),
          ...(value("website") && { website: value("website") }),
          ...(draft?.plan && { plan: draft.plan }),
          ...(startedAt && { startedAt }),
        };
    if (hasFile && draft?.plan) data.set("plan", JSON.stringify(draft.plan));
    if (hasFile) data.set("kind", kind);
    if (hasFile) data.set("locale", locale);
    const answer = await sendToIntake(body, key.current, proofs);
    if (answer.kind === "sent") {
      setOutcome({
        kind: "sent",
        reference: answer.reference,
        copy: answer.copy,
        email: request.email,
      });
      element.reset();
      key.current = crypto.randomUUID();
      try {
        sessionStorage.removeItem(draftKey());
      } catch {
        // Nothing stored to remove.
      }
      return notify(t("contact.toastSentTitle"), t("contact.toastSentText"));
    }
    if (answer.kind === "refused") {
      setOutcome({ kind: "refused", message: answer.message, field: answer.field });
      const field = answer.field && element.elements.namedItem(answer.field);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    await openMail(request, true);
  }

  const sending = outcome.kind === "sending";
  return (
    <div className="rounded-(--radius-card) border border-border bg-background p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold">
        {role ? t("intake.apply.title") : t("contact.formTitle")}
      </h3>
      {/* Without JavaScript the browser posts the fields to the intake, or hands them to the
          mail app where no intake runs. */}
      <form
        ref={form}
        action={INTAKE_ON ? INTAKE_PATH : `mailto:${site.email}`}
        method="post"
        encType={INTAKE_ON ? "multipart/form-data" : "text/plain"}
        onSubmit={handleSubmit}
        onInput={() => {
          saveDraft();
          if (INTAKE_ON) void proofs.begin();
        }}
        onFocus={INTAKE_ON ? proofs.begin : undefined}
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        {INTAKE_ON && (
          <>
            {/* A request is a "contact" one unless it carries a plan or applies for a role. */}
            {draft?.plan && <input type="hidden" name="kind" value="plan" />}
            {role && <input type="hidden" name="kind" value="application" />}
            {role && <input type="hidden" name="role" value={role.id} />}
            {startedAt !== undefined && <input type="hidden" name="startedAt" value={startedAt} />}
          </>
        )}
        <Field label={t("contact.name")} id={`${fields}-name`} name="name" autoComplete="name" />
        <Field
          label={t("contact.email")}
          id={`${fields}-email`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
        />
        {!role && (
          <Field
            label={t("contact.company")}
            id={`${fields}-company`}
            name="company"
            autoComplete="organization"
            required={false}
          />
        )}
        {/* Beside the company: a brief or an RFP (for an application, a CV), which only the
            intake takes. */}
        {INTAKE_ON && (
          <Field
            label={role ? t("intake.apply.file") : t("contact.attachment")}
            id={`${fields}-file`}
            name="file"
            type="file"
            dir={undefined}
            required={false}
            wide={Boolean(role)}
          />
        )}
        <Field
          label={role ? t("intake.apply.message") : t("contact.message")}
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
          <button
            type="submit"
            disabled={sending}
            className={buttonVariants({
              size: "lg",
              className: "disabled:pointer-events-none disabled:opacity-60",
            })}
          >
            {sending
              ? t("contact.sending")
              : role
                ? t("intake.apply.submit")
                : INTAKE_ON
                  ? t("contact.submitEndpoint")
                  : t("contact.submit")}
          </button>
          {!INTAKE_ON && <p className="text-sm text-muted-foreground">{t("contact.mailHint")}</p>}
        </div>
      </form>
      <div aria-live="polite">
        {outcome.kind === "mail" && <MailFallback {...outcome} />}
        {outcome.kind === "sent" && <RequestSent {...outcome} />}
      </div>
      {outcome.kind === "refused" && (
        <p role="alert" className="border-destructive mt-6 border-s-4 ps-3 font-medium">
          {outcome.message}
        </p>
      )}
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
  unreachable,
}: {
  mail: Mail;
  copied: boolean;
  unreachable: boolean;
}) {
  const t = useTranslations();
  return (
    <section
      aria-labelledby="mail-fallback-title"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-muted p-5"
    >
      {unreachable && <p className="font-medium">{t("intake.unreachable")}</p>}
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
