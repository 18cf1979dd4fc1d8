import { Icon } from "~/components/ui/icon";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
    >
      <Icon name="arrow-left" className="size-4 rtl:-scale-x-100" />
      {children}
    </a>
  );
}
