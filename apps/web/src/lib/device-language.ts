/**
 * The device's language, as its browser reports it ("en-GB", "de", "zh-Hant-TW"), read without
 * Intl (decision 043): its region decides the usual clock (`lib/clock.ts`) and the order of a
 * date's day and month (`lib/dates.ts`).
 */
export function deviceLanguage(): string {
  return globalThis.navigator?.language ?? 'en-US';
}

/**
 * The language and region of a BCP 47 tag: "en-GB" → en, GB; "zh-Hant-TW" → zh, TW (the script
 * skipped); "es-419" → es, 419; "de" → de, no region. Android's old "en_GB" reads the same.
 */
export function languageParts(tag: string): { language: string; region: string | undefined } {
  const [language = '', ...rest] = tag.split(/[-_]/);
  const region = rest.find((subtag) => /^(?:[a-z]{2}|\d{3})$/i.test(subtag));
  return { language: language.toLowerCase(), region: region?.toUpperCase() };
}

/**
 * `decide(language)` for the device's language, worked out again only when the language changes
 * (a settings change while the app runs; a test that sets another).
 */
export function perDeviceLanguage<T>(decide: (language: string) => T): () => T {
  let language: string | undefined;
  let answer: T;
  return () => {
    const current = deviceLanguage();
    if (current !== language) {
      answer = decide(current);
      language = current;
    }
    return answer;
  };
}
