import { vi } from 'vitest';

/**
 * "Now" for every story test: stories show dates relative to today (days remaining, validity),
 * and a screenshot must be the same tomorrow. Near the stories' fixtures (November 2026), at noon
 * in Brazil so that no time zone moves the day.
 */
export const STORY_NOW = new Date('2026-11-22T15:00:00.000Z');

/**
 * Fakes Date only, and lets it run on from STORY_NOW: timers, MSW delays and waitFor stay real, and
 * code that measures elapsed time with Date.now() still sees time pass.
 */
export function freezeStoryClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true });
}
