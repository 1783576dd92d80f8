import { execFile } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { type Measurement, summarize } from './stats';

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const run = promisify(execFile);

/** Whether Debian's `hey` is installed (`apt-get install -y hey`). */
export async function heyAvailable(): Promise<boolean> {
  try {
    await run('hey', ['-n', '1', 'http://127.0.0.1:9'], { timeout: 5000 });
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

function parseHey(output: string): Measurement {
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? Number.NaN);
  const ok = number(/\[2\d\d\]\s+(\d+) responses/);
  const all = [...output.matchAll(/\[\d{3}\]\s+(\d+) responses/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  const failed = [...output.matchAll(/Error distribution:[\s\S]*?\[(\d+)\]/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  return {
    p50: number(/50%\s+in\s+([\d.]+)\s+secs/) * 1000,
    p99: number(/99%\s+in\s+([\d.]+)\s+secs/) * 1000,
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    errors: all - (Number.isNaN(ok) ? 0 : ok) + failed,
  };
}

/** `hey -z {seconds}s -c {workers} -q {rate/workers}`: every worker sends at an even pace (open loop). */
async function withHey(target: Target, rate: number, seconds: number, workers: number): Promise<Measurement> {
  const args = [
    '-z',
    `${seconds}s`,
    '-c',
    String(workers),
    '-q',
    String(rate / workers),
    '-m',
    target.method,
  ];
  for (const [name, value] of Object.entries(target.headers)) args.push('-H', `${name}: ${value}`);
  if (target.body !== undefined) args.push('-d', target.body);
  args.push(target.url);
  const { stdout } = await run('hey', args, { maxBuffer: 16 * 1024 * 1024, timeout: (seconds + 60) * 1000 });
  return parseHey(stdout);
}

/**
 * Without hey: requests started on an even schedule whatever the answers do (about one per
 * millisecond at 1,000 req/s), latency counted from the scheduled start, so a stall is not hidden by
 * sending less (the trap of closed-loop clients).
 */
async function withOwnClient(target: Target, rate: number, seconds: number): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(target.url);
  const latencies: number[] = [];
  let errors = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const pending: Promise<void>[] = [];
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        url,
        { method: target.method, headers: target.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 300) errors++;
            else latencies.push(performance.now() - scheduled);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
      request.end(target.body);
    });
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    // Send what is due by now, then yield to the event loop for about a millisecond.
    const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
    for (; sent < due; sent++) pending.push(send(started + sent * interval));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

/**
 * Latency at a fixed rate (docs/architecture.md#benchmark-traps: not autocannon's rate modes). hey's
 * workers start together, so `-c N` sends N requests at once every N/rate seconds: fewer workers is
 * smoother, as long as each answers within its slot.
 */
export async function measureAtRate(
  target: Target,
  rate: number,
  seconds: number,
  options: { useHey: boolean; workers: number },
): Promise<Measurement> {
  return options.useHey
    ? withHey(target, rate, seconds, options.workers)
    : withOwnClient(target, rate, seconds);
}
