import { describe, expect, it } from 'vitest';
import { formatRemaining, nextTickIn, SESSION_WARNING_MS, sessionPhase } from './sessionCountdown';

describe('the session countdown', () => {
  const deadline = 1_000_000_000;

  it('should warn within the last two minutes and end at the deadline', () => {
    expect(sessionPhase(deadline - SESSION_WARNING_MS - 1, deadline)).toBe('active');
    expect(sessionPhase(deadline - SESSION_WARNING_MS, deadline)).toBe('warning');
    expect(sessionPhase(deadline - 1, deadline)).toBe('warning');
    expect(sessionPhase(deadline, deadline)).toBe('ended');
    expect(sessionPhase(deadline + 5_000, deadline)).toBe('ended');
  });

  it('should wake at the warning while far from it, then on each whole second of the countdown', () => {
    expect(nextTickIn(deadline - 30 * 60_000, deadline)).toBe(28 * 60_000);
    expect(nextTickIn(deadline - 90_000, deadline)).toBe(1_000);
    expect(nextTickIn(deadline - 90_250, deadline)).toBe(250);
    expect(nextTickIn(deadline - 400, deadline)).toBe(400);
    expect(nextTickIn(deadline + 10, deadline)).toBe(0);
  });

  it('should read m:ss, rounded up so that 0:00 means over', () => {
    expect(formatRemaining(SESSION_WARNING_MS)).toBe('2:00');
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-3_000)).toBe('0:00');
  });
});
