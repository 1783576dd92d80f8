import { describe, expect, it, vi } from 'vitest';
import { announceLiveDecision, onLiveDecision } from './liveDecisions';

describe('live decisions', () => {
  it('should reach the listeners until they stop listening', () => {
    const listener = vi.fn();
    const stop = onLiveDecision(listener);
    announceLiveDecision({ planId: 1042, itemId: 3303 });
    stop();
    announceLiveDecision({ planId: 1042, itemId: 3302 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ planId: 1042, itemId: 3303 });
  });
});
