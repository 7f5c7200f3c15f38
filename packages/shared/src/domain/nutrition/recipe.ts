import type {
  LeapCategory,
  MealType,
  Nutrition,
  Per100g,
  Portion,
} from '../../schemas/nutrition.ts';
import { plainness, significantFoodWords } from './plainness.ts';
import { portionAmount } from './quantities.ts';
import { foodWords } from './words.ts';

/**
 * The built-in meal generator (docs/nutrition.md, "Meal generator"): a recipe from the user's
 * green foods that fits the meal type and the time available. Pure and seeded: the same pantry,
 * request and seed give the same recipe; another seed usually another one ('New Recipe').
 */

export type Role = 'protein' | 'vegetable' | 'starch' | 'fruit' | 'nut' | 'dairy' | 'fat' | 'herb';

export interface PantryFood {
  foodId: string;
  /** The user's name for it (their LEAP list's words), e.g. "Salmon". */
  name: string;
  /** The food table's name, e.g. "Salmon, atlantic, wild, raw". */
  tableName: string;
  /** SR28 food group: the NDB number's first two digits. */
  group: string;
  per100g: Per100g;
  portions: readonly Portion[];
  category: LeapCategory;
}

export interface RecipeRequest {
  mealType: MealType;
  timeAvailable: number;
  preferences: string;
  restrictions: readonly string[];
  allowYellow: boolean;
  seed: number;
}

export interface RecipeItem {
  food: PantryFood;
  role: Role;
  grams: number;
  amount: string;
}

export interface Recipe {
  name: string;
  description: string;
  cookingTime: number;
  mealType: MealType;
  servings: number;
  items: RecipeItem[];
  instructions: string[];
  nutrition: Nutrition;
  leapCompliant: boolean;
}

/** The role a food plays in a dish, from its SR28 group and name; null: not used by the builder. */
export function roleOf(group: string, tableName: string): Role | null {
  const name = tableName.toLowerCase();
  switch (group) {
    case '01':
      if (name.startsWith('egg,') || name.startsWith('egg ')) return 'protein';
      if (name.startsWith('butter')) return 'fat';
      return 'dairy';
    case '02':
      return 'herb';
    case '04':
      return 'fat';
    case '05':
    case '10':
    case '13':
    case '15':
    case '17':
      return 'protein';
    case '16':
      return /peanut|soy sauce|miso|soymilk|flour/.test(name) ? null : 'protein';
    case '11':
      if (/^(potato|sweet potato|yam)/.test(name)) return 'starch';
      return /juice|soup|pickle|sauce|babyfood/.test(name) ? null : 'vegetable';
    case '09':
      return /juice|canned|syrup|pie filling|nectar/.test(name) ? null : 'fruit';
    case '12':
      return /butter|oil|flour|milk|paste|meal/.test(name) ? null : 'nut';
    case '20':
      return /flour|bran|germ|starch|meal/.test(name) ? null : 'starch';
    case '08':
      return /\boat/.test(name) ? 'starch' : null;
    default:
      return null;
  }
}

/**
 * The table food behind a LEAP entry, for the recipe builder: the entry's pinned food when it has
 * one; else, among the search's matches that play a role in a dish, those naming every word of the
 * entry, the plainest (`plainness`), the search's order breaking ties. "Chicken breast" is then
 * raw chicken breast meat, not breaded tenders.
 */
export function ingredientFoodFor<T extends { id: string; name: string; groupCode: string }>(
  entry: { name: string; foodId: string | null },
  matches: readonly T[],
  byId: (id: string) => T | undefined,
): T | undefined {
  if (entry.foodId) return byId(entry.foodId);
  const usable = matches.filter((food) => roleOf(food.groupCode, food.name) !== null);
  if (usable.length === 0) return matches[0];
  const wanted = significantFoodWords(entry.name);
  const naming = usable.filter((food) => {
    const words = new Set(foodWords(food.name));
    return wanted.every((word) => words.has(word));
  });
  const pool = naming.length > 0 ? naming : usable;
  let best = pool[0];
  let bestScore = best ? plainness(best.name, wanted) : -Infinity;
  for (const food of pool.slice(1)) {
    const score = plainness(food.name, wanted);
    if (score > bestScore) {
      best = food;
      bestScore = score;
    }
  }
  return best;
}

/** Minutes of heat a food needs in a dish (raw vegetables and fruit need none). */
export function cookMinutes(food: PantryFood, role: Role): number {
  const name = food.tableName.toLowerCase();
  const ready = /\b(cooked|canned|boiled|roasted|smoked|steamed)\b/.test(name);
  if (role === 'protein') {
    if (food.group === '01') return 8;
    if (food.group === '16') return ready || /tofu|tempeh/.test(name) ? 8 : 60;
    if (ready) return 5;
    if (food.group === '15') return 12;
    if (food.group === '05') return 20;
    return 15;
  }
  if (role === 'starch') {
    if (ready) return 3;
    if (/potato|yam/.test(name)) return 25;
    if (/couscous/.test(name)) return 5;
    if (/\boat/.test(name)) return 8;
    if (/pasta|spaghetti|macaroni|noodle/.test(name)) return 12;
    if (/quinoa/.test(name)) return 15;
    if (/brown|wild|barley/.test(name)) return 40;
    return 20;
  }
  if (role === 'vegetable') return 8;
  return 0;
}

type Method =
  'bowl' | 'salad' | 'scramble' | 'porridge' | 'skillet' | 'stir-fry' | 'roast' | 'stew';

interface Slot {
  role: Role;
  count: number;
  required: boolean;
}

interface Template {
  method: Method;
  mealTypes: readonly MealType[];
  slots: readonly Slot[];
  /** Minutes of preparation besides the cooking. */
  prep: number;
  /** Shortest cooking this method takes, whatever the foods. */
  minCook: number;
}

const slot = (role: Role, count: number, required = true): Slot => ({ role, count, required });

const TEMPLATES: readonly Template[] = [
  {
    method: 'bowl',
    mealTypes: ['breakfast', 'snack', 'lunch'],
    slots: [slot('fruit', 2), slot('nut', 1, false), slot('dairy', 1, false)],
    prep: 5,
    minCook: 0,
  },
  {
    method: 'salad',
    mealTypes: ['lunch', 'dinner', 'snack'],
    slots: [
      slot('vegetable', 3),
      slot('protein', 1, false),
      slot('nut', 1, false),
      slot('fat', 1, false),
      slot('herb', 1, false),
    ],
    prep: 10,
    minCook: 0,
  },
  {
    method: 'scramble',
    mealTypes: ['breakfast', 'lunch'],
    slots: [
      slot('protein', 1),
      slot('vegetable', 2),
      slot('fat', 1, false),
      slot('herb', 1, false),
    ],
    prep: 5,
    minCook: 5,
  },
  {
    method: 'porridge',
    mealTypes: ['breakfast'],
    slots: [slot('starch', 1), slot('fruit', 1), slot('nut', 1, false)],
    prep: 2,
    minCook: 5,
  },
  {
    method: 'skillet',
    mealTypes: ['lunch', 'dinner'],
    slots: [
      slot('protein', 1),
      slot('vegetable', 2),
      slot('starch', 1, false),
      slot('fat', 1, false),
      slot('herb', 1, false),
    ],
    prep: 10,
    minCook: 10,
  },
  {
    method: 'stir-fry',
    mealTypes: ['lunch', 'dinner'],
    slots: [
      slot('protein', 1),
      slot('vegetable', 3),
      slot('starch', 1, false),
      slot('fat', 1, false),
    ],
    prep: 10,
    minCook: 8,
  },
  {
    method: 'roast',
    mealTypes: ['dinner', 'lunch'],
    slots: [
      slot('protein', 1),
      slot('vegetable', 2),
      slot('starch', 1, false),
      slot('fat', 1, false),
      slot('herb', 1, false),
    ],
    prep: 10,
    minCook: 30,
  },
  {
    method: 'stew',
    mealTypes: ['dinner'],
    slots: [slot('protein', 1), slot('vegetable', 3), slot('herb', 1, false)],
    prep: 15,
    minCook: 45,
  },
];

/** Grams per serving by role (a snack gets half). */
function baseGrams(food: PantryFood, role: Role): number {
  const name = food.tableName.toLowerCase();
  switch (role) {
    case 'protein':
      if (food.group === '01') return 100;
      return food.group === '16' ? 150 : 140;
    case 'starch':
      if (/potato|yam/.test(name)) return 200;
      return /\b(cooked|boiled|canned)\b/.test(name) ? 150 : 60;
    case 'vegetable':
      return 100;
    case 'fruit':
      return 120;
    case 'nut':
      return 25;
    case 'dairy':
      return /cheese/.test(name) ? 30 : 150;
    case 'fat':
      return 10;
    case 'herb':
      return 2;
  }
}

/** mulberry32: a small, good-enough seeded generator (Tommy Ettinger, public domain). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Words of a restriction that stand for whole food groups. */
const GROUP_WORDS: Record<string, readonly string[]> = {
  fish: ['15'],
  seafood: ['15'],
  shellfish: ['15'],
  meat: ['05', '07', '10', '13', '17'],
  poultry: ['05'],
  pork: ['10'],
  beef: ['13'],
  lamb: ['17'],
  dairy: ['01'],
  nut: ['12'],
  seed: ['12'],
  legume: ['16'],
  bean: ['16'],
  grain: ['20'],
  fruit: ['09'],
};
const GLUTEN = /wheat|barley|rye|spelt|pasta|spaghetti|macaroni|couscous|noodle|bulgur/;

function wordsOfFood(food: PantryFood): Set<string> {
  return new Set([
    ...foodWords(food.name),
    ...foodWords(food.tableName.split(',').slice(0, 2).join(' ')),
  ]);
}

/** True when a restriction (e.g. "fish", "no nuts", "gluten", "salmon") rules the food out. */
export function restricts(restriction: string, food: PantryFood): boolean {
  const words = foodWords(restriction).filter((word) => !['no', 'free', 'without'].includes(word));
  if (words.length === 0) return false;
  const name = food.tableName.toLowerCase();
  if (words.includes('gluten')) return GLUTEN.test(name);
  if (words.includes('egg') && name.startsWith('egg')) return true;
  for (const word of words) {
    const groups = GROUP_WORDS[word];
    if (groups?.includes(food.group)) {
      // Eggs sit in the dairy group but are not dairy.
      return !(word === 'dairy' && name.startsWith('egg'));
    }
  }
  const own = wordsOfFood(food);
  return words.every((word) => own.has(word));
}

/** Restrictions written into the preferences: "no fish", "without nuts", "vegetarian", "vegan". */
function restrictionsIn(preferences: string): string[] {
  const text = preferences.toLowerCase();
  const found = [...text.matchAll(/\b(?:no|without|avoid|not)\s+([a-z]+(?:\s+[a-z]+)?)/g)].map(
    (match) => match[1] ?? '',
  );
  if (/\bvegan\b/.test(text)) found.push('meat', 'fish', 'dairy', 'egg');
  else if (/\bvegetarian\b/.test(text)) found.push('meat', 'fish');
  else if (/\bpescatarian\b/.test(text)) found.push('meat');
  return found.filter((restriction) => restriction !== '');
}

/** Yellow foods are used only when asked: the flag, or "yellow" in the preferences. */
export function yellowAllowed(request: Pick<RecipeRequest, 'allowYellow' | 'preferences'>) {
  return request.allowYellow || /\byellow\b/i.test(request.preferences);
}

const round = (value: number) => Math.round(value);

/** The kitchen amount: whole portions where the food has a fitting one, else grams. */
function amountOf(food: PantryFood, grams: number): { grams: number; amount: string } {
  for (const portion of food.portions) {
    const units = portionAmount(portion.label);
    if (!units) continue;
    const perUnit = portion.grams / units;
    const count = Math.round((grams / perUnit) * 2) / 2;
    if (count < 0.5 || count > 6) continue;
    const snapped = round(count * perUnit);
    if (Math.abs(snapped - grams) / grams > 0.25) continue;
    const unit = portion.label
      .replace(/^\s*\d*\.?\d+(?:-\d+\/\d+)?\s*/, '')
      .split(',')[0]
      ?.trim();
    if (!unit || /^(g|oz|lb)$/.test(unit)) continue;
    return { grams: snapped, amount: `${count} ${unit} (${snapped} g)` };
  }
  return { grams, amount: `${grams} g` };
}

/**
 * The total of a value some foods lack: the sum over the foods whose value is known
 * (`per100g x grams / 100`, rounded to 0.1 g), and how many foods it is unknown for. Null for no
 * foods. A missing value is unknown, never 0 g
 * (docs/decisions/034-food-evidence-and-leap-matching.md).
 */
export function partialTotal(
  items: readonly { grams: number; per100g: number | null }[],
): { grams: number; unknownFoods: number } | null {
  if (items.length === 0) return null;
  let grams = 0;
  let unknownFoods = 0;
  for (const item of items) {
    if (item.per100g === null) unknownFoods += 1;
    else grams += (item.per100g * item.grams) / 100;
  }
  return { grams: Math.round(grams * 10) / 10, unknownFoods };
}

export function nutritionOf(items: readonly { grams: number; per100g: Per100g }[]): Nutrition {
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
    items.reduce((total, item) => total + (item.per100g[key] * item.grams) / 100, 0);
  return {
    calories: round(sum('calories')),
    protein: round(sum('protein')),
    carbs: round(sum('carbs')),
    fat: round(sum('fat')),
  };
}

const lower = (name: string) => name.toLowerCase();
function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
const title = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

function nameOf(method: Method, pick: Record<Role, PantryFood[]>): string {
  const protein = pick.protein[0]?.name;
  const vegetables = pick.vegetable.map((food) => food.name);
  const starch = pick.starch[0]?.name;
  const fruit = pick.fruit.map((food) => food.name);
  const herb = pick.herb[0]?.name;
  const veg = list(vegetables.slice(0, 2));
  switch (method) {
    case 'bowl':
      return title(`${list(fruit)}${pick.nut[0] ? ` and ${pick.nut[0].name}` : ''} bowl`);
    case 'salad':
      return title(protein ? `${protein} salad with ${veg}` : `${list(vegetables)} salad`);
    case 'scramble':
      return title(`${protein ?? ''} scramble with ${veg}${herb ? ` and ${herb}` : ''}`);
    case 'porridge':
      return title(`${starch ?? ''} porridge with ${list(fruit)}`);
    case 'skillet':
      return title(`Pan-seared ${protein ?? ''} with ${veg}${starch ? ` on ${starch}` : ''}`);
    case 'stir-fry':
      return title(`${protein ?? ''} and ${veg} stir-fry`);
    case 'roast':
      return title(`Sheet-pan ${protein ?? ''} with roasted ${veg}`);
    case 'stew':
      return title(`${protein ?? ''} and ${veg} stew`);
  }
}

function instructionsOf(
  method: Method,
  pick: Record<Role, PantryFood[]>,
  items: readonly RecipeItem[],
  cook: number,
): string[] {
  const names = (role: Role) => list(pick[role].map((food) => lower(food.name)));
  const fat = pick.fat[0] ? `the ${lower(pick.fat[0].name)}` : 'a splash of water';
  const protein = pick.protein[0];
  const starch = pick.starch[0];
  const steps: string[] = [];
  const starchStep = () => {
    if (!starch) return;
    const item = items.find((entry) => entry.food === starch);
    const minutes = item ? cookMinutes(starch, 'starch') : 15;
    steps.push(
      minutes <= 3
        ? `Warm the ${lower(starch.name)} through.`
        : `Cook the ${lower(starch.name)} in simmering water until tender, about ${minutes} minutes, then drain.`,
    );
  };
  const proteinMinutes = protein ? cookMinutes(protein, 'protein') : 0;
  const finish = pick.herb[0]
    ? `Finish with the ${lower(pick.herb[0].name)} and serve.`
    : 'Serve straight away.';
  switch (method) {
    case 'bowl':
      steps.push(`Wash and cut the ${names('fruit')} into bite-sized pieces.`);
      if (pick.dairy[0]) steps.push(`Spoon the ${lower(pick.dairy[0].name)} into a bowl.`);
      steps.push(
        `Add the ${names('fruit')}${pick.nut[0] ? ` and scatter over the ${names('nut')}` : ''}.`,
      );
      break;
    case 'salad':
      if (protein) {
        steps.push(
          proteinMinutes <= 5
            ? `Slice or flake the ${lower(protein.name)}.`
            : `Cook the ${lower(protein.name)} in a pan with ${fat} for about ${proteinMinutes} minutes until cooked through, then slice it.`,
        );
      }
      steps.push(`Wash and slice the ${names('vegetable')} and toss them in a large bowl.`);
      if (pick.nut[0]) steps.push(`Toast the ${names('nut')} in a dry pan for 2 minutes.`);
      steps.push(
        `Top with ${[protein ? `the ${lower(protein.name)}` : '', pick.nut[0] ? `the ${names('nut')}` : ''].filter(Boolean).join(' and ') || 'what you like'}${pick.fat[0] ? ` and dress with ${fat}` : ''}.`,
      );
      steps.push(finish);
      break;
    case 'scramble':
      steps.push(`Chop the ${names('vegetable')}.`);
      steps.push(`Soften the ${names('vegetable')} in a non-stick pan with ${fat} for 4 minutes.`);
      steps.push(
        protein && protein.group === '01'
          ? `Beat the ${lower(protein.name)}, pour into the pan and stir gently over low heat until just set.`
          : `Add the ${lower(protein?.name ?? 'protein')}, cut small, and cook for about ${proteinMinutes} minutes, stirring.`,
      );
      steps.push(finish);
      break;
    case 'porridge':
      steps.push(
        `Simmer the ${lower(starch?.name ?? 'grain')} with three times its volume of water, stirring, for about ${cook} minutes.`,
      );
      steps.push(`Cut the ${names('fruit')} and stir half into the pot.`);
      steps.push(
        `Serve topped with the rest of the ${names('fruit')}${pick.nut[0] ? ` and the ${names('nut')}` : ''}.`,
      );
      break;
    case 'skillet':
      starchStep();
      steps.push(
        `Pat the ${lower(protein?.name ?? '')} dry and cut the ${names('vegetable')} into even pieces.`,
      );
      steps.push(
        `Heat ${fat} in a frying pan over medium-high heat and cook the ${lower(protein?.name ?? '')} for about ${proteinMinutes} minutes, turning once, until cooked through. Set aside.`,
      );
      steps.push(
        `Cook the ${names('vegetable')} in the same pan for about 8 minutes until tender-crisp.`,
      );
      steps.push(
        `Plate the ${names('vegetable')}${starch ? ` with the ${lower(starch.name)}` : ''} and top with the ${lower(protein?.name ?? '')}.`,
      );
      steps.push(finish);
      break;
    case 'stir-fry':
      starchStep();
      steps.push(
        `Slice the ${lower(protein?.name ?? '')} and the ${names('vegetable')} into thin strips.`,
      );
      steps.push(
        `Stir-fry the ${lower(protein?.name ?? '')} in a hot pan or wok with ${fat} for about ${proteinMinutes} minutes until cooked through.`,
      );
      steps.push(`Add the ${names('vegetable')} and stir-fry for 4-5 minutes more.`);
      steps.push(starch ? `Serve over the ${lower(starch.name)}.` : 'Serve hot.');
      break;
    case 'roast':
      steps.push('Heat the oven to 200 °C (400 °F).');
      steps.push(
        `Cut the ${names('vegetable')}${starch ? ` and the ${lower(starch.name)}` : ''} into chunks and toss with ${fat} on a baking tray.`,
      );
      steps.push(`Roast for 15 minutes, then add the ${lower(protein?.name ?? '')} to the tray.`);
      steps.push(
        `Roast for about ${Math.max(15, cook - 15)} minutes more, until everything is cooked through.`,
      );
      steps.push(finish);
      break;
    case 'stew':
      steps.push(
        `Cut the ${lower(protein?.name ?? '')} and the ${names('vegetable')} into chunks.`,
      );
      steps.push(`Brown the ${lower(protein?.name ?? '')} in a heavy pot for 5 minutes.`);
      steps.push(`Add the ${names('vegetable')}, cover with water and bring to a simmer.`);
      steps.push(`Simmer gently, covered, for about ${cook - 10} minutes until tender.`);
      steps.push(finish);
      break;
  }
  return steps;
}

const roundUpTo5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5);

/**
 * Builds a recipe, or null when none of the allowed foods makes this meal in the time available.
 * Only green foods are used, and yellow ones only when asked; red and untested foods never are.
 */
export function buildRecipe(pantry: readonly PantryFood[], request: RecipeRequest): Recipe | null {
  const allowed = new Set<LeapCategory>(yellowAllowed(request) ? ['green', 'yellow'] : ['green']);
  const restrictions = [...request.restrictions, ...restrictionsIn(request.preferences)];
  const usable = pantry.filter(
    (food) =>
      allowed.has(food.category) &&
      !restrictions.some((restriction) => restricts(restriction, food)),
  );
  const wanted = new Set(foodWords(request.preferences));
  const next = random(request.seed);
  const byRole = {} as Record<Role, PantryFood[]>;
  for (const role of [
    'protein',
    'vegetable',
    'starch',
    'fruit',
    'nut',
    'dairy',
    'fat',
    'herb',
  ] as const) {
    const foods = shuffled(
      usable.filter((food) => roleOf(food.group, food.tableName) === role),
      next,
    );
    // Foods the preferences name come first.
    byRole[role] = [
      ...foods.filter((food) => foodWords(food.name).some((word) => wanted.has(word))),
      ...foods.filter((food) => !foodWords(food.name).some((word) => wanted.has(word))),
    ];
  }

  const templates = shuffled(
    TEMPLATES.filter((template) => template.mealTypes.includes(request.mealType)),
    next,
  );
  for (const template of templates) {
    if (template.prep + template.minCook > request.timeAvailable) continue;
    const budget = request.timeAvailable - template.prep;
    const pick = {
      protein: [],
      vegetable: [],
      starch: [],
      fruit: [],
      nut: [],
      dairy: [],
      fat: [],
      herb: [],
    } as Record<Role, PantryFood[]>;
    let complete = true;
    for (const wantedSlot of template.slots) {
      const fits = byRole[wantedSlot.role].filter(
        (food) => cookMinutes(food, wantedSlot.role) <= budget,
      );
      const chosen = fits.slice(0, wantedSlot.count);
      // A required slot may be short of its count (one vegetable is still a salad) but not empty.
      if (wantedSlot.required && chosen.length === 0) {
        complete = false;
        break;
      }
      pick[wantedSlot.role] = chosen;
    }
    if (!complete) continue;
    const foods = Object.entries(pick).flatMap(([role, chosen]) =>
      chosen.map((food) => ({ food, role: role as Role })),
    );
    const cook = Math.max(
      template.minCook,
      ...foods.map(({ food, role }) => cookMinutes(food, role)),
    );
    // prep + cook fits by construction; rounding up to 5 minutes must not break the limit.
    const cookingTime = Math.min(roundUpTo5(template.prep + cook), request.timeAvailable);
    const scale = request.mealType === 'snack' ? 0.5 : 1;
    const items: RecipeItem[] = foods.map(({ food, role }) => {
      const grams = Math.max(1, round(baseGrams(food, role) * scale));
      return { food, role, ...amountOf(food, grams) };
    });
    const yellow = items
      .filter((item) => item.food.category !== 'green')
      .map((item) => lower(item.food.name));
    return {
      name: nameOf(template.method, pick),
      description:
        `A ${cookingTime}-minute ${request.mealType} made only from foods on your LEAP list` +
        (yellow.length > 0
          ? `, including the yellow foods ${list(yellow)} as you asked.`
          : ', all of them green.'),
      cookingTime: cookingTime,
      mealType: request.mealType,
      servings: 1,
      items,
      instructions: instructionsOf(template.method, pick, items, cook),
      nutrition: nutritionOf(
        items.map((item) => ({ grams: item.grams, per100g: item.food.per100g })),
      ),
      leapCompliant: items.every((item) => item.food.category === 'green'),
    };
  }
  return null;
}
