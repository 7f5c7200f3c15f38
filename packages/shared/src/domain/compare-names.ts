/**
 * Alphabetical order of names, case ignored (then case-sensitive, so the order is total): the
 * order localeCompare gives the app's English exercise and food names, without loading ICU's
 * collation data, which costs a page 40-100 ms of main thread the first time (decision 043).
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y ? compareText(x, y) : compareText(a, b);
}

/** Code-unit order: for keys that sort as text, such as ISO days (YYYY-MM-DD). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
