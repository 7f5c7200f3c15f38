/**
 * Words of food names, normalised the same way for the food index, the voice parser and LEAP list
 * matching: lower case, letters and digits only, plurals made singular ("blueberries" ->
 * "blueberry", "tomatoes" -> "tomato", "leaves" -> "leaf").
 */

const KEEP_AS_IS = new Set([
  'asparagus',
  'hummus',
  'couscous',
  'citrus',
  'molasses',
  'swiss',
  'bass',
  'grass',
  'watercress',
  'cress',
  'lentils',
]);

export function singular(word: string): string {
  if (word.length <= 3 || KEEP_AS_IS.has(word)) return word === 'lentils' ? 'lentil' : word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "Blueberries, raw" -> ["blueberry", "raw"]; apostrophes vanish ("cow's" -> "cow"). */
export function foodWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map(singular);
}
