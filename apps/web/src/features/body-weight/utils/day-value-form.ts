export interface DayValueCheck {
  /** What to store; null when the form has an error. */
  value: number | null;
  errors: { date?: string; value?: string };
}

/**
 * The form of a log with one value a day (weigh-ins, waist, body fat): a date (YYYY-MM-DD from
 * 1900 up to the user's today) and a number typed in `unit`, a decimal comma as European
 * keyboards type it included, within `bounds` (in `unit`). `toStored` turns the typed number into
 * what the server keeps.
 */
export function checkDayValue(
  values: { date: string; value: string },
  rule: {
    /** What an entry is called: "weigh-in", "measurement". */
    noun: string;
    /** What is typed: "weight", "waist". */
    label: string;
    unit: string;
    bounds: { min: number; max: number };
    today: string;
    toStored: (typed: number) => number;
  },
): DayValueCheck {
  const errors: DayValueCheck['errors'] = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || values.date < '1900-01-01') {
    errors.date = `Choose the day of the ${rule.noun}`;
  } else if (values.date > rule.today) {
    errors.date = `A ${rule.noun} cannot be in the future`;
  }
  const typed = values.value.trim().replace(',', '.');
  const number = typed === '' ? Number.NaN : Number(typed);
  const { min, max } = rule.bounds;
  if (!Number.isFinite(number)) {
    errors.value = `Enter your ${rule.label}`;
  } else if (number < min || number > max) {
    const article = /^[aeiou]/.test(rule.label) ? 'an' : 'a';
    errors.value = `Enter ${article} ${rule.label} from ${min} to ${max} ${rule.unit}`;
  }
  return { value: Object.keys(errors).length > 0 ? null : rule.toStored(number), errors };
}
