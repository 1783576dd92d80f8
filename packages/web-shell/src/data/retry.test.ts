import { CallError } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { isRetryable, MAX_RETRIES, retryDelay, shouldRetry } from './retry';

const refused = (status: number) => new CallError({ status, body: { success: false } });
const unanswered = new CallError({ error: new TypeError('Failed to fetch') });

describe('retries of failed reads', () => {
  it.each([500, 502, 503, 504])('should retry a server error %i', (status) => {
    expect(isRetryable(refused(status))).toBe(true);
  });

  it('should retry a call that got no answer (network error, timeout)', () => {
    expect(isRetryable(unanswered)).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('should never retry a refusal %i', (status) => {
    expect(isRetryable(refused(status))).toBe(false);
  });

  it('should not retry what is not a call failure (a bug in the page)', () => {
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
  });

  it(`should stop after ${MAX_RETRIES} retries`, () => {
    expect(shouldRetry(0, unanswered)).toBe(true);
    expect(shouldRetry(MAX_RETRIES - 1, unanswered)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, unanswered)).toBe(false);
    expect(shouldRetry(0, refused(404))).toBe(false);
  });

  it('should wait longer after each failure, up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
