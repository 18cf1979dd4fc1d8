import { useIdlePreload } from "./idle";

/**
 * Starts `load` at the visitor's first sign of intent on a control: the pointer over it, focus, a
 * touch. `whenIdle` runs once the browser is idle after hydration (fetching a part's code without
 * drawing anything), so a part that loads after the page (a menu, the language list) is usually
 * here before the click. The booking embed waits for intent alone: nothing goes to Cal.com before
 * the visitor shows it.
 *
 * Returns the props to spread on the control.
 */
export function useLoadOnIntent(
  load: () => unknown,
  { whenIdle }: { whenIdle?: () => unknown } = {},
) {
  useIdlePreload(whenIdle);
  const start = () => void load();
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}
