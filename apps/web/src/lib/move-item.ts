/**
 * The list with the item at `index` moved `step` places (up is -1), for lists reordered with
 * arrow buttons; a move past either end returns the list unchanged.
 */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): readonly T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
