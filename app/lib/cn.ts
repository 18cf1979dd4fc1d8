import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx, without tailwind-merge: components are written so that a
 * `className` passed in adds to the defaults rather than overriding one of them (see
 * docs/decisions), which saves every visitor about 8 KiB of JavaScript.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
