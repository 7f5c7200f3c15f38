/**
 * Supersets kept in a routine (decision 084). A routine names each join by its two exercises, the
 * first and the one right after it, so a join survives an exercise of his own deleted elsewhere
 * in the list and vanishes with either of its two. A workout, whose list is fixed once started,
 * names it by the first exercise's index (the active workout's links, decision 068).
 */

/** Two exercise ids, the second right after the first: done back to back. */
export type SupersetPair = readonly [string, string];

/** The index of each pair's first exercise where its second follows it; other pairs are dropped. */
export function linksOfPairs(
  exerciseIds: readonly string[],
  pairs: readonly SupersetPair[] | undefined,
): number[] {
  const links = new Set<number>();
  for (const [first, second] of pairs ?? []) {
    const index = exerciseIds.indexOf(first);
    if (index >= 0 && exerciseIds[index + 1] === second) links.add(index);
  }
  return [...links].sort((a, b) => a - b);
}

/** The pairs of the exercises joined by `links`, in workout order. */
export function pairsOfLinks(
  exerciseIds: readonly string[],
  links: readonly number[] | undefined,
): [string, string][] {
  return linksOfPairs(
    exerciseIds,
    (links ?? []).flatMap((index) => {
      const first = exerciseIds[index];
      const second = exerciseIds[index + 1];
      return first !== undefined && second !== undefined ? [[first, second] as const] : [];
    }),
  ).map((index) => [exerciseIds[index]!, exerciseIds[index + 1]!]);
}

/** Whether every pair joins an exercise with the one right after it, and none twice. */
export function pairsAreNeighbours(
  exerciseIds: readonly string[],
  pairs: readonly SupersetPair[] | undefined,
): boolean {
  return linksOfPairs(exerciseIds, pairs).length === (pairs ?? []).length;
}
