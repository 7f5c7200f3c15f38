/**
 * SR28 food groups by the NDB number's first two digits. Search ranks whole, everyday foods first;
 * prepared, branded and restaurant foods name a product rather than a food, so they rank lower and
 * a LEAP entry pinned to one keeps its whole name.
 */
export const WHOLE_FOOD_GROUPS: ReadonlySet<string> = new Set([
  '01',
  '02',
  '04',
  '05',
  '09',
  '10',
  '11',
  '12',
  '13',
  '15',
  '16',
  '17',
  '20',
]);

export const PREPARED_FOOD_GROUPS: ReadonlySet<string> = new Set([
  '03',
  '06',
  '07',
  '08',
  '14',
  '18',
  '19',
  '21',
  '22',
  '25',
  '35',
  '36',
]);

/** The SR28 group of a food id ("05062" -> "05"). */
export function foodGroupOf(foodId: string): string {
  return foodId.slice(0, 2);
}
