import { describe, expect, it } from 'vitest';
import { ensureChromium, type MachineProbes, planChromium, type SetupEffects } from './chromium-setup.ts';

/** A machine without Chromium, apt-get, root or sudo, unless a test says otherwise. */
function machine(overrides: Partial<MachineProbes> & { executables?: string[] } = {}): MachineProbes {
  const { executables = [], ...probes } = overrides;
  return {
    chromiumBin: undefined,
    isExecutableFile: (path) => executables.includes(path),
    hasCommand: () => false,
    isRoot: () => false,
    hasPasswordlessSudo: () => false,
    ...probes,
  };
}

function recorder(statuses: Record<string, number> = {}, dryRun = false) {
  const ran: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const effects: SetupEffects = {
    run: (command) => {
      ran.push(command.join(' '));
      return statuses[command.join(' ')] ?? 0;
    },
    print: (text) => out.push(text),
    printError: (text) => err.push(text),
    dryRun,
  };
  return { effects, ran, out, err };
}

const withApt = (name: string) => name === 'apt-get';
const withAptAndSudo = (name: string) => name === 'apt-get' || name === 'sudo';

describe('planChromium', () => {
  it('should use CHROMIUM_BIN when it is an executable file', () => {
    expect(
      planChromium(machine({ chromiumBin: '/opt/chrome/chrome', executables: ['/opt/chrome/chrome'] })),
    ).toEqual({ action: 'use', path: '/opt/chrome/chrome', from: 'CHROMIUM_BIN' });
  });

  it('should refuse a CHROMIUM_BIN that is not executable, even when Debian chromium exists', () => {
    expect(
      planChromium(
        machine({ chromiumBin: '/opt/nothing', executables: ['/usr/bin/chromium'], isRoot: () => true }),
      ),
    ).toEqual({ action: 'reject-bin', path: '/opt/nothing' });
  });

  it('should use /usr/bin/chromium when CHROMIUM_BIN is unset or empty', () => {
    const expected = { action: 'use', path: '/usr/bin/chromium', from: 'debian' };
    expect(planChromium(machine({ executables: ['/usr/bin/chromium'] }))).toEqual(expected);
    expect(planChromium(machine({ chromiumBin: '', executables: ['/usr/bin/chromium'] }))).toEqual(expected);
  });

  it('should install with apt-get as root', () => {
    expect(planChromium(machine({ hasCommand: withApt, isRoot: () => true }))).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('should install through sudo -n when sudo needs no password', () => {
    expect(planChromium(machine({ hasCommand: withAptAndSudo, hasPasswordlessSudo: () => true }))).toEqual({
      action: 'install',
      commands: [
        ['sudo', '-n', 'apt-get', 'update'],
        ['sudo', '-n', 'apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('should give up without apt-get, or without root or passwordless sudo', () => {
    expect(planChromium(machine({ isRoot: () => true }))).toEqual({ action: 'give-up', reason: 'no-apt' });
    expect(planChromium(machine({ hasCommand: withAptAndSudo }))).toEqual({
      action: 'give-up',
      reason: 'no-permission',
    });
    // A passwordless sudo answer means nothing when there is no sudo command.
    expect(planChromium(machine({ hasCommand: withApt, hasPasswordlessSudo: () => true }))).toEqual({
      action: 'give-up',
      reason: 'no-permission',
    });
  });
});

describe('ensureChromium', () => {
  it('should succeed at once, running nothing, when a Chromium is there', () => {
    const { effects, ran, out } = recorder();
    expect(ensureChromium(machine({ executables: ['/usr/bin/chromium'] }), effects)).toBe(0);
    expect(ran).toEqual([]);
    expect(out).toEqual(['Chromium: /usr/bin/chromium']);
  });

  it('should fail with a message naming CHROMIUM_BIN in pt-BR and English when it is not executable', () => {
    const { effects, ran, err } = recorder();
    expect(ensureChromium(machine({ chromiumBin: '/tmp/chromium' }), effects)).toBe(1);
    expect(ran).toEqual([]);
    expect(err.join('\n')).toContain('CHROMIUM_BIN=/tmp/chromium não é um arquivo executável.');
    expect(err.join('\n')).toContain('CHROMIUM_BIN=/tmp/chromium is not an executable file.');
  });

  it('should run apt-get update, then install chromium, then check the browser is there', () => {
    const installed: string[] = [];
    const probes = machine({
      hasCommand: withApt,
      isRoot: () => true,
      isExecutableFile: (path) => installed.includes(path),
    });
    const { effects, ran, out, err } = recorder();
    const run = effects.run;
    effects.run = (command) => {
      if (command.includes('install')) installed.push('/usr/bin/chromium');
      return run(command);
    };
    expect(ensureChromium(probes, effects)).toBe(0);
    expect(ran).toEqual(['apt-get update', 'apt-get install -y chromium']);
    expect(out.at(-1)).toBe('Chromium: /usr/bin/chromium');
    expect(err).toEqual([]);
  });

  it('should stop at the first failing apt command with its exit code', () => {
    const { effects, ran, err } = recorder({ 'sudo -n apt-get update': 100 });
    const probes = machine({ hasCommand: withAptAndSudo, hasPasswordlessSudo: () => true });
    expect(ensureChromium(probes, effects)).toBe(1);
    expect(ran).toEqual(['sudo -n apt-get update']);
    expect(err.join('\n')).toContain("'sudo -n apt-get update' exited with code 100");
  });

  it('should fail when the install succeeds but the browser is still missing', () => {
    const { effects, err } = recorder();
    expect(ensureChromium(machine({ hasCommand: withApt, isRoot: () => true }), effects)).toBe(1);
    expect(err.join('\n')).toContain('After the installation, /usr/bin/chromium is still missing.');
  });

  it('should only list the commands in a dry run', () => {
    const { effects, ran, out } = recorder({}, true);
    expect(ensureChromium(machine({ hasCommand: withApt, isRoot: () => true }), effects)).toBe(0);
    expect(ran).toEqual([]);
    expect(out.slice(-2)).toEqual(['(dry run) apt-get update', '(dry run) apt-get install -y chromium']);
  });

  it('should explain in pt-BR and English how to get a Chromium when it cannot install one', () => {
    const { effects, ran, err } = recorder();
    expect(ensureChromium(machine({ hasCommand: withApt }), effects)).toBe(1);
    expect(ran).toEqual([]);
    const text = err.join('\n');
    expect(text).toContain('Os testes de navegador (stories e e2e) precisam de um Chromium');
    expect(text).toContain('The browser tests (stories and e2e) need a Chromium');
    expect(text).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(text).toContain('ou defina CHROMIUM_BIN');
    expect(text).toContain('or set CHROMIUM_BIN');
    expect(text).toContain('Only root or a user with passwordless sudo can install it from here.');
  });
});
