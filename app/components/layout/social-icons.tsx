import type { SocialId } from "~/content/site";

// Brand marks drawn as simple monochrome paths (lucide no longer ships brand logos). Written at
// prerender only: in the browser each mark keeps the path its HTML brought (as the stylesheet
// does, app/root.tsx), so the paths stay out of the bundle every page loads.
const icons: Record<SocialId, string> | null = import.meta.env.SSR
  ? {
      linkedin:
        "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 5.98V21h-4v-5.05c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.95 1.3-1.95 2.67V21h-4V9.75Z",
      x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z",
      github:
        "M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.58 9.58 0 0 1 5 0c1.91-1.3 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.74c0 .27.18.58.69.48A10 10 0 0 0 12 2Z",
      instagram:
        "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.75a3.05 3.05 0 1 1 0-6.1 3.05 3.05 0 0 1 0 6.1Zm5.98-7.94a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21.1 8.2c-.06-1.45-.4-2.74-1.45-3.8-1.06-1.05-2.35-1.39-3.8-1.46-1.5-.08-5.99-.08-7.49 0-1.45.07-2.73.4-3.8 1.46C3.51 5.45 3.18 6.74 3.1 8.2c-.08 1.5-.08 6 0 7.5.07 1.45.4 2.74 1.46 3.8 1.07 1.05 2.35 1.38 3.8 1.45 1.5.09 6 .09 7.5 0 1.45-.07 2.74-.4 3.8-1.45 1.05-1.06 1.38-2.35 1.45-3.8.09-1.5.09-6 0-7.5Z",
    }
  : null;

function path(id: SocialId): string {
  if (icons) return icons[id];
  return document.querySelector(`svg[data-social="${id}"] > path`)?.getAttribute("d") ?? "";
}

export function SocialIcon({ id }: { id: SocialId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="currentColor"
      data-social={id}
    >
      <path d={path(id)} />
    </svg>
  );
}
