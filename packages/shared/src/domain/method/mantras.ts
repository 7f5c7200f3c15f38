/**
 * Today's Mantra (docs/product.md#mantras): seven categories rotated by weekday, a quote taken from
 * the day's category, and an 'engineering' category that is never picked. The quotes are our own.
 * "A random quote" becomes a pick that is stable for a user and a day (docs/method.md), so a reload
 * never swaps the mantra under the reader.
 */

export const MANTRA_CATEGORIES = [
  'strength',
  'consistency',
  'recovery',
  'progress',
  'action',
  'mindset',
  'longevity',
  'engineering',
] as const;
export type MantraCategory = (typeof MANTRA_CATEGORIES)[number];

/** Index 0 is Sunday, as Date#getUTCDay counts. */
export const WEEKDAY_CATEGORIES: readonly Exclude<MantraCategory, 'engineering'>[] = [
  'strength',
  'consistency',
  'recovery',
  'progress',
  'action',
  'mindset',
  'longevity',
];

export const MANTRAS: Readonly<Record<MantraCategory, readonly string[]>> = {
  strength: [
    'Strong legs today carry grandchildren tomorrow.',
    'Every rep is a deposit in the body you will live in at ninety.',
    'Lift like your future self is watching, because he is.',
    'Muscle is the armour you build for your second half-century.',
    'The bar does not hear excuses. It only counts reps.',
  ],
  consistency: [
    'Small sessions done often beat heroic ones done rarely.',
    'Show up on the days you do not feel like it. Those count twice.',
    'A streak is a promise you keep to yourself, one day at a time.',
    'Motivation starts the week. Habit finishes the year.',
    'You do not need a perfect plan. You need the next session.',
  ],
  recovery: [
    'Rest is where the training turns into strength.',
    'Sleep is the best performance enhancer you will ever get for free.',
    'A calm breath today is a steadier heart tomorrow.',
    'Recover like it is part of the plan, because it is.',
    'Go hard on hard days so the easy days can stay easy.',
  ],
  progress: [
    'Two and a half pounds at a time still builds a stronger man.',
    'Compare yourself with last month, not with anyone else.',
    'Progress shows in the logbook long before it shows in the mirror.',
    'A slow climb is still a climb.',
    'Write it down. What gets measured gets better.',
  ],
  action: [
    'Put your shoes on. The rest of the workout gets easier from there.',
    'Planning is the warm-up. Doing is the set.',
    'Start before you feel ready. Readiness shows up halfway through.',
    'Ten minutes done beats an hour postponed.',
    'The best time to train was this morning. The next best is now.',
  ],
  mindset: [
    'An hour of discomfort buys decades of capability.',
    'Your kids learn what strong looks like by watching you.',
    'You are not too old to start. You are early for your comeback.',
    'Be the dad who gets up off the floor without a second thought.',
    'Patience is a training skill. Practise it like one.',
  ],
  longevity: [
    'Train today for the hike you want to take at eighty-five.',
    'Every workout is a vote for the decades still ahead.',
    'Carry the shopping, climb the stairs, lift the grandchild: that is the real decathlon.',
    'Longevity is built on ordinary Tuesdays, not on rare heroics.',
    'Your second half-century deserves a stronger body than your first.',
  ],
  // Kept from the original prototype, but never picked by the weekday rotation
  // (docs/product.md#mantras).
  engineering: [
    'Measure, adjust, repeat: treat your training like a system.',
    'Good systems beat good intentions.',
    'Debug the routine, not the person.',
    'Ship small releases: one workout a day.',
    'Load tests find the weak points. So do deadlifts.',
  ],
};

export interface Mantra {
  category: MantraCategory;
  text: string;
}

/** The weekday's category for a calendar day (YYYY-MM-DD): Sunday strength ... Saturday longevity. */
export function mantraCategoryFor(date: string): Exclude<MantraCategory, 'engineering'> {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const category = WEEKDAY_CATEGORIES[weekday];
  if (!category) throw new RangeError(`Invalid date: ${date}`);
  return category;
}

/** FNV-1a, 32 bit: a small, well-spread hash, so neighbouring days rarely share a pick. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The mantra for a user on a day: the weekday's category, and within it the quote at
 * fnv1a(userId:date) mod the category's size. The same user and day always get the same quote;
 * different users (and different days) get different ones.
 */
export function mantraFor(userId: string, date: string): Mantra {
  const category = mantraCategoryFor(date);
  const quotes = MANTRAS[category];
  const text = quotes[fnv1a(`${userId}:${date}`) % quotes.length];
  if (text === undefined) throw new Error(`No mantras in ${category}`);
  return { category, text };
}
