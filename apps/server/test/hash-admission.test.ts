import { describe, expect, it } from 'vitest';
import { HashAdmission, type HashRequester } from '../src/autenticacao/hash-admission';
import { RetryLater } from '../src/trilha-de-acesso/retry-later';

/** A derivation the test finishes when it wants: no timing involved. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const legit: HashRequester = { address: '192.0.2.1', knownDevice: false };
let addresses = 10;
/** Someone signing in from an address of their own, once at a time like a person. */
const someone = (): HashRequester => ({ address: `192.0.2.${addresses++}`, knownDevice: false });
const attacker: HashRequester = { address: '198.51.100.66', knownDevice: false };
const WINDOW = 15 * 60_000;

/** An admission with a clock the test moves, and `attacker` already a suspect (5 failures). */
function setUp(limits: { concurrency: number; queue: number }) {
  let now = 1_000_000;
  const admission = new HashAdmission({ ...limits, suspectFailures: 5, failureWindowMs: WINDOW }, () => now);
  for (let index = 0; index < 5; index++) admission.noteFailure(attacker.address);
  const order: string[] = [];
  /** Starts a derivation for `who`; `outcome` says how it ended ('ok' or the HTTP status it was refused with). */
  const start = (who: HashRequester, name: string) => {
    const work = deferred();
    const outcome = admission
      .run(who, async () => {
        order.push(name);
        await work.done;
      })
      .then(
        () => 'ok',
        (error: unknown) => (error instanceof RetryLater ? error.statusCode : 'other'),
      );
    return { finish: work.finish, outcome };
  };
  return { admission, start, order, advance: (ms: number) => (now += ms) };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('admission control of the password derivations', () => {
  it('should run at most `concurrency` at once and the waiting ones in order as slots free up', async () => {
    const { admission, start, order } = setUp({ concurrency: 2, queue: 4 });
    const jobs = ['a', 'b', 'c', 'd'].map((name) => start(someone(), name));
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect(admission.load).toEqual({ running: 2, waiting: 2, suspectsWaiting: 0 });
    jobs[1]?.finish();
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    jobs[0]?.finish();
    jobs[2]?.finish();
    await settle();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    jobs[3]?.finish();
    expect(await Promise.all(jobs.map((job) => job.outcome))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(admission.load).toEqual({ running: 0, waiting: 0, suspectsWaiting: 0 });
  });

  it('should refuse with 503 past the queue, and free the slot of a derivation that failed', async () => {
    const { admission, start } = setUp({ concurrency: 1, queue: 1 });
    const running = start(someone(), 'a');
    const waiting = start(someone(), 'b');
    const refused = start(someone(), 'c');
    expect(await refused.outcome).toBe(503);
    running.finish();
    await settle();
    waiting.finish();
    expect(await Promise.all([running.outcome, waiting.outcome])).toEqual(['ok', 'ok']);
    const failing = admission.run(someone(), async () => {
      throw new Error('scrypt falhou');
    });
    await expect(failing).rejects.toThrow('scrypt falhou');
    expect(admission.load).toEqual({ running: 0, waiting: 0, suspectsWaiting: 0 });
    // The slot is free again: the next derivation runs at once.
    const next = start(someone(), 'd');
    expect(admission.load).toEqual({ running: 1, waiting: 0, suspectsWaiting: 0 });
    next.finish();
    expect(await next.outcome).toBe('ok');
  });

  it('should serve everyone else before an address with many recent failures', async () => {
    const { start, order } = setUp({ concurrency: 1, queue: 6 });
    const first = start(someone(), 'primeiro');
    const flood = [start(attacker, 'ataque 1'), start(attacker, 'ataque 2')];
    const dentist = start(someone(), 'dentista');
    await settle();
    first.finish();
    await settle();
    expect(order).toEqual(['primeiro', 'dentista']);
    dentist.finish();
    for (const job of flood) job.finish();
    await settle();
    await settle();
    expect(order).toEqual(['primeiro', 'dentista', 'ataque 1', 'ataque 2']);
  });

  it('should let suspects fill only half the queue, and push them out when the queue is full', async () => {
    const { admission, start } = setUp({ concurrency: 1, queue: 4 });
    const running = start(someone(), 'a');
    const flood = [1, 2, 3].map((index) => start(attacker, `ataque ${index}`));
    // Two suspects wait (half of 4); the third is refused at once.
    expect(await flood[2]?.outcome).toBe(503);
    expect(admission.load).toEqual({ running: 1, waiting: 2, suspectsWaiting: 2 });
    const others = [start(someone(), 'b'), start(someone(), 'c')];
    expect(admission.load).toEqual({ running: 1, waiting: 4, suspectsWaiting: 2 });
    // Full: the next one takes the place of the last suspect.
    const late = start(someone(), 'd');
    expect(await flood[1]?.outcome).toBe(503);
    expect(admission.load).toEqual({ running: 1, waiting: 4, suspectsWaiting: 1 });
    const another = start(someone(), 'e');
    expect(await flood[0]?.outcome).toBe(503);
    // Full of non-suspects: the newcomer is the one refused.
    expect(await start(someone(), 'f').outcome).toBe(503);
    for (const job of [running, ...others, late, another]) job.finish();
  });

  it('should serve a known device before everyone, and let it take the place of the last ordinary waiter', async () => {
    const { start, order } = setUp({ concurrency: 1, queue: 2 });
    const running = start(someone(), 'primeiro');
    const ordinary = [start(someone(), 'comum 1'), start(someone(), 'comum 2')];
    const known = start({ address: '192.0.2.9', knownDevice: true }, 'conhecido');
    // The queue was full of ordinary waiters: the last one is refused, the known device waits first.
    expect(await ordinary[1]?.outcome).toBe(503);
    running.finish();
    await settle();
    expect(order).toEqual(['primeiro', 'conhecido']);
    known.finish();
    await settle();
    expect(order).toEqual(['primeiro', 'conhecido', 'comum 1']);
    ordinary[0]?.finish();
    expect(await Promise.all([known.outcome, ordinary[0]?.outcome])).toEqual(['ok', 'ok']);
  });

  it('should take an address with another derivation in flight for a suspect, until it has none', async () => {
    const { admission, start, order } = setUp({ concurrency: 1, queue: 4 });
    const flooder = someone();
    const running = start(flooder, 'primeiro do mesmo endereço');
    const second = start(flooder, 'segundo do mesmo endereço');
    const other = start(someone(), 'outra pessoa');
    expect(admission.load).toEqual({ running: 1, waiting: 2, suspectsWaiting: 1 });
    running.finish();
    await settle();
    expect(order).toEqual(['primeiro do mesmo endereço', 'outra pessoa']);
    other.finish();
    await settle();
    second.finish();
    expect(await second.outcome).toBe('ok');
    // Nothing of its own in flight any more, and no failures: an ordinary requester again.
    expect(admission.isSuspect(flooder)).toBe(false);
  });

  it('should never take a known device for a suspect, and forget failures after the window', async () => {
    const { admission, advance } = setUp({ concurrency: 1, queue: 2 });
    expect(admission.isSuspect(attacker)).toBe(true);
    expect(admission.isSuspect({ ...attacker, knownDevice: true })).toBe(false);
    for (let index = 0; index < 4; index++) admission.noteFailure(legit.address);
    expect(admission.isSuspect(legit)).toBe(false);
    admission.noteFailure(legit.address);
    expect(admission.isSuspect(legit)).toBe(true);
    advance(WINDOW + 1);
    expect(admission.isSuspect(attacker)).toBe(false);
    expect(admission.isSuspect(legit)).toBe(false);
    // A failure after the window starts the count over.
    admission.noteFailure(attacker.address);
    expect(admission.isSuspect(attacker)).toBe(false);
  });
});
