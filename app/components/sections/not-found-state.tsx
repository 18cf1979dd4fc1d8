import { useTranslations } from "use-intl";

import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { PageMeta } from "~/lib/meta";

type Props =
  /** The 404 page: one message, the page's own title. */
  | { message: string }
  /** An unknown id on a detail page: the title and text its page's messages hold for it. */
  | { messages: "services" | "projects" | "role" | "blog" };

/**
 * The not-found states: the 404 page and unknown service, project, role or article ids. Kept out
 * of search results; the server answers them with status 404.
 */
export function NotFoundState(props: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const { title, message } =
    "messages" in props
      ? {
          title: t(`${props.messages}.notFoundTitle`),
          message: t(`${props.messages}.notFoundText`),
        }
      : { title: undefined, message: props.message };
  return (
    <>
      <PageMeta
        title={`${title ?? t("meta.notFoundTitle", { company: site.name })}${title ? ` | ${site.name}` : ""}`}
        description={message}
        noindex
      />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        {title ? (
          <>
            <h1 className="mt-6 text-3xl font-bold text-balance">{title}</h1>
            <p className="mt-4 text-lg text-balance text-muted-foreground">{message}</p>
          </>
        ) : (
          <h1 className="mt-6 text-2xl font-bold text-balance">{message}</h1>
        )}
        <a href={paths.home(locale)} className={cn(buttonVariants({ size: "lg" }), "mt-10")}>
          {t("notFound.returnHome")}
        </a>
      </div>
    </>
  );
}
