import { useTranslations } from "use-intl";

import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { DrawnIcon } from "~/components/ui/drawn-icon";
import { paths, sectionIds } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { ParsedEnd } from "~/components/ui/parsed-end";

export function HeroSection() {
  const t = useTranslations();
  const locale = useLocale();

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pt-16 pb-24 sm:px-6 sm:pt-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-glow),transparent_70%)]"
      />
      {/* Centred, each line's start edge follows its width: shown whole, since a paint made
          mid-parse could show the chip before its label, or one link without the other, and move
          them as the rest arrives. */}
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center parsing:invisible">
        <Badge as="p" variant="outline" size="lg" className="gap-2">
          <DrawnIcon name="sparkles" className="size-4" />
          {t("hero.chip")}
        </Badge>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">
          {t("hero.subtitle")}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href={paths.section(locale, "contact")} className={buttonVariants({ size: "lg" })}>
            {t("hero.startProject")}
          </a>
          <a
            href={paths.section(locale, "services")}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {t("hero.exploreServices")}
          </a>
        </div>
        {/* A link to the section on this page: it glides there unless the visitor asked for
            reduced motion (./section-glide.behaviour.ts), and works without JavaScript. */}
        <a
          href={`#${sectionIds.services}`}
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "mt-14")}
        >
          <DrawnIcon name="arrow-down" className="size-6" />
          <span className="sr-only">{t("hero.scrollDown")}</span>
        </a>
        <ParsedEnd />
      </div>
    </section>
  );
}
