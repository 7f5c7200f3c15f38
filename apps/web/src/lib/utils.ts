/** Joins class names, skipping falsy ones. Enough for our primitives; no tailwind-merge needed. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
