/**
 * UUID v7 (RFC 9562): 48 bits of milliseconds since the epoch, the version, 12 bits that are
 * random or a counter, the variant, then random bits. Such ids date themselves and sort in the
 * order they were made, so rows keyed by them go to the end of their index instead of to a random
 * page of it (docs/benchmarks.md, 2026-11-28: a third of an import's set inserts).
 */
import { randomUUID } from 'node:crypto';

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

function format(ms: number, twelveBits: number): string {
  const time = hex(ms, 12);
  // randomUUID's last two groups are random bits behind the RFC's variant: they are kept.
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex(twelveBits, 3)}${randomUUID().slice(18)}`;
}

/** One UUID v7 made at `now`: its 12 bits after the version are random. */
export function uuidV7At(now: number): string {
  return format(now, Math.floor(Math.random() * 0x1000));
}

/** When a UUID v7 was made; null for any other id. */
export function uuidV7Time(id: string): number | null {
  const digits = id.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(digits) || digits[12] !== '7') return null;
  return Number.parseInt(digits.slice(0, 12), 16);
}

const COUNTER_MAX = 0xfff;

/**
 * A source of UUID v7s that only increase, however many are asked for in one millisecond (RFC
 * 9562 section 6.2, method 1): the 12 bits after the version count within a millisecond, starting
 * from a random value in their lower half; when they run out, the time moves on by a millisecond.
 * A clock that goes back is ignored until it has passed the last id's time.
 */
export function increasingUuidV7s(clock: () => number = Date.now): () => string {
  let ms = -1;
  let counter = 0;
  return () => {
    const now = clock();
    if (now > ms) {
      ms = now;
      counter = Math.floor(Math.random() * ((COUNTER_MAX + 1) / 2));
    } else if (counter < COUNTER_MAX) {
      counter++;
    } else {
      ms++;
      counter = 0;
    }
    return format(ms, counter);
  };
}
