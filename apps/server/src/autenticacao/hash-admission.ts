import { MSG_AUDITORIA } from '../trilha-de-acesso/messages';
import { RetryLater } from '../trilha-de-acesso/retry-later';

export interface HashAdmissionLimits {
  /** Derivations running at once. */
  concurrency: number;
  /** Derivations waiting for a slot; past it the request is refused (503). */
  queue: number;
  /** Failed sign-ins of an address within `failureWindowMs` that make it a suspect. */
  suspectFailures: number;
  failureWindowMs: number;
}

/** Who asks for a derivation: its address, and whether it showed the signed cookie of a known device. */
export interface HashRequester {
  address: string;
  knownDevice: boolean;
}

/**
 * A derivation takes a few hundred milliseconds of a core: a client refused now retries after the few in
 * flight and the queue have drained.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;

// Addresses remembered for their failures; the oldest are forgotten first, so a flood of addresses costs
// bounded memory (and an address forgotten is merely no longer a suspect).
const MAX_REMEMBERED_ADDRESSES = 10_000;

/** Who goes first: known devices (0), then everyone else (1), then suspects (2). */
type Rank = 0 | 1 | 2;

interface Waiter {
  rank: Rank;
  admit: () => void;
  refuse: (error: Error) => void;
}

const busy = () => new RetryLater(MSG_AUDITORIA.acessosSimultaneos, BUSY_RETRY_AFTER_SECONDS, 503);

/**
 * Admission control of the password derivations (scrypt, N=2^17: 128 MiB and ~0.3 s of a core each). Without
 * it forty failing sign-ins from four addresses stalled everyone's for 9 s (issue #33). At most `concurrency`
 * run, at most `queue` wait, the rest are refused at once with 503 and Retry-After. The queue is ordered:
 * known devices (the signed cookie of an earlier sign-in: a returning dentist, never a suspect whatever its
 * address) first, then everyone else, then suspects (addresses with many recent failures, or with another
 * derivation already in flight), which may also fill only half the queue. When it is full a newcomer takes the place of the last waiter ranked below it:
 * an attacker's flood is what gets refused, not the dentist signing in.
 * Per server: the cores it guards are its own.
 */
export class HashAdmission {
  private running = 0;
  /** By rank, each rank in arrival order. */
  private readonly waiting: Waiter[] = [];
  private readonly failures = new Map<string, { count: number; since: number }>();
  /** Derivations running or waiting per address: a browser has one sign-in in flight, a flood many. */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly limits: HashAdmissionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs the derivation once admitted; throws a 503 {@link RetryLater} when it cannot be. */
  async run<T>(requester: HashRequester, derive: () => Promise<T>): Promise<T> {
    const { address } = requester;
    this.pending.set(address, (this.pending.get(address) ?? 0) + 1);
    try {
      await this.admit(requester);
      try {
        return await derive();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.pending.get(address) ?? 1) - 1;
      if (left > 0) this.pending.set(address, left);
      else this.pending.delete(address);
    }
  }

  /** Counts a failed sign-in of the address (the password checked and wrong). */
  noteFailure(address: string): void {
    const now = this.now();
    const current = this.failures.get(address);
    const fresh = !current || now - current.since > this.limits.failureWindowMs;
    // Deleted and set again: the map's order is then the order of last failure, oldest first.
    this.failures.delete(address);
    this.failures.set(
      address,
      fresh ? { count: 1, since: now } : { count: current.count + 1, since: current.since },
    );
    if (this.failures.size > MAX_REMEMBERED_ADDRESSES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  /**
   * Whether the address is guessing: many recent failures, or another derivation of its own already running
   * or waiting (a person signs in once at a time; counted from inside {@link run}, this one included).
   */
  isSuspect({ address, knownDevice }: HashRequester): boolean {
    if (knownDevice) return false;
    if ((this.pending.get(address) ?? 0) > 1) return true;
    const current = this.failures.get(address);
    if (!current || this.now() - current.since > this.limits.failureWindowMs) return false;
    return current.count >= this.limits.suspectFailures;
  }

  /** Running and waiting derivations, for tests and the log. */
  get load(): { running: number; waiting: number; suspectsWaiting: number } {
    const suspectsWaiting = this.waiting.filter((waiter) => waiter.rank === 2).length;
    return { running: this.running, waiting: this.waiting.length, suspectsWaiting };
  }

  private admit(requester: HashRequester): Promise<void> {
    if (this.running < this.limits.concurrency && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    const rank: Rank = requester.knownDevice ? 0 : this.isSuspect(requester) ? 2 : 1;
    if (rank === 2 && this.waiting.length >= Math.ceil(this.limits.queue / 2)) throw busy();
    if (this.waiting.length >= this.limits.queue) {
      // Full: the newcomer takes the place of the last waiter ranked below it, if there is one.
      const last = this.waiting.at(-1);
      if (!last || last.rank <= rank) throw busy();
      this.waiting.pop();
      last.refuse(busy());
    }
    return new Promise<void>((admit, refuse) => {
      const waiter = { rank, admit, refuse };
      const behind = this.waiting.findIndex((other) => other.rank > rank);
      if (behind < 0) this.waiting.push(waiter);
      else this.waiting.splice(behind, 0, waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next.admit();
    else this.running--;
  }
}
