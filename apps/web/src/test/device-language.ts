import { onTestFinished, vi } from 'vitest';

/**
 * Reports `language` as the device's (navigator.language) until the test ends: jsdom reports
 * "en-US", so a component test sees US dates and a 12-hour clock unless it asks for another.
 */
export function setDeviceLanguage(language: string): void {
  const spy = vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  onTestFinished(() => spy.mockRestore());
}
