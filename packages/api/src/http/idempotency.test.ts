import { describe, expect, it } from 'vitest';
import { CallError } from '../errors/failure';
import { newIdempotencyKey, withIdempotencyKey } from './idempotency';

const noAnswer = () => new CallError({ error: new TypeError('Failed to fetch') });
const answered = (status: number) => new CallError({ status, body: {} });

describe('withIdempotencyKey', () => {
  it('should make one key for the action and send it with every retry after no answer or a 5xx', async () => {
    const keys: string[] = [];
    const failures = [noAnswer(), answered(503)];
    const result = await withIdempotencyKey(
      async (key) => {
        keys.push(key);
        const failure = failures.shift();
        if (failure) throw failure;
        return 'criado';
      },
      { delayMs: 0 },
    );
    expect(result).toBe('criado');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('should not retry a refusal (4xx) nor a fault (500), and give up after the retries', async () => {
    let tries = 0;
    await expect(
      withIdempotencyKey(async () => {
        tries += 1;
        throw answered(tries === 1 ? 422 : 500);
      }),
    ).rejects.toBeInstanceOf(CallError);
    expect(tries).toBe(1);
    tries = 0;
    await expect(
      withIdempotencyKey(async () => {
        tries += 1;
        throw answered(500);
      }),
    ).rejects.toBeInstanceOf(CallError);
    expect(tries).toBe(1);
    tries = 0;
    await expect(
      withIdempotencyKey(
        async () => {
          tries += 1;
          throw noAnswer();
        },
        { retries: 2, delayMs: 0 },
      ),
    ).rejects.toBeInstanceOf(CallError);
    expect(tries).toBe(3);
  });

  it('should make a new key for each action', async () => {
    const keys = await Promise.all([
      withIdempotencyKey(async (key) => key),
      withIdempotencyKey(async (key) => key),
    ]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
