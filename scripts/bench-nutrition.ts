/**
 * Nutrition budgets (docs/decisions/014-nutrition.md): food search under 20 ms p95 over the whole
 * table, and identify-voice under 50 ms for a sentence of ten foods. Measured in process on the
 * same code the routes call (the in-memory catalog and the voice parser), after the one-off index
 * build.
 */
import { leapIndex } from '@grandfit/shared/domain/nutrition/leap.ts';
import { foodCatalog } from '../apps/server/src/features/nutrition/food-catalog.ts';
import { identifyText } from '../apps/server/src/features/nutrition/food.service.ts';

export interface NutritionFigure {
  measure: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  budget: number;
}

const QUERIES = [
  'apple',
  'aple',
  'blueberries',
  'eggs',
  'salmon',
  'salmn',
  'chicken breast',
  'brocoli',
  'olive oil',
  'quinoa',
  'sweet potato',
  'brown rice',
  'greek yogurt',
  'almonds',
  'spinach',
  'banana',
  'oatmeal',
  'avocado',
  'lentils',
  'cheddar cheese',
  'beef steak',
  'tofu',
  'kale',
  'carots',
  'zucchini',
  'pork chop',
  'walnuts',
  'orange',
  'tomatos',
  'milk',
];

const SENTENCE =
  'two eggs, a cup of blueberries, 150 g salmon, half a cup of brown rice, a handful of almonds, ' +
  'one banana, 2 tbsp olive oil, a slice of whole wheat bread, 200 ml milk and some spinach';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

function measure(name: string, runs: number, budget: number, work: (i: number) => void) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    measure: name,
    runs,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    max: round(times[times.length - 1] ?? 0),
    budget,
  };
}

export function benchNutrition(): NutritionFigure[] {
  const start = performance.now();
  const catalog = foodCatalog();
  const build = performance.now() - start;
  const leap = leapIndex([
    { name: 'Salmon', category: 'green', foodId: null },
    { name: 'Egg', category: 'red', foodId: null },
  ]);
  // Warm-up, so the figures are of a running server, not of the JIT.
  for (const query of QUERIES) catalog.search(query, 20);
  identifyText(SENTENCE, leap);
  const figures = [
    measure('food search (30 queries, limit 20)', 600, 20, (i) =>
      catalog.search(QUERIES[i % QUERIES.length] ?? 'apple', 20),
    ),
    measure('identify-voice (ten foods)', 200, 50, () => {
      const { foods } = identifyText(SENTENCE, leap);
      if (foods.length !== 10) throw new Error(`expected ten foods, read ${foods.length}`);
    }),
  ];
  console.info(
    `food catalog and index built in ${Math.round(build)} ms (${catalog.foods.length} foods)`,
  );
  return figures;
}

export function printNutritionFigures(figures: NutritionFigure[]) {
  console.info('\n## Nutrition (in process, after warm-up)\n');
  console.info('| measure | runs | p50 ms | p95 ms | max ms | budget ms |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.info(`| ${f.measure} | ${f.runs} | ${f.p50} | ${f.p95} | ${f.max} | ${f.budget} |`);
  }
}

// Run directly: `npx tsx scripts/bench-nutrition.ts`.
if (import.meta.url === `file://${process.argv[1]}`) printNutritionFigures(benchNutrition());
