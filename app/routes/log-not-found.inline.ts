// In the head's script of the 404 page (compiled by the `?inline-script` Vite plugin,
// app/delivery/build/inline-scripts.ts). A module of its own with no imports: its text is the
// script.

/** The 404 page names the path it was asked for in the console, as the original site did. */
export default function logNotFound(): void {
  console.error(`404: no page at ${location.pathname}`);
}
