// First step of `pnpm test`: a Chromium for the browser tests, before minutes of typecheck and lint.
// Usage: node --import tsx scripts/ensure-chromium.ts [--dry-run]
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, type MachineProbes } from './chromium-setup.ts';

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const probes: MachineProbes = {
  chromiumBin: process.env.CHROMIUM_BIN || undefined,
  isExecutableFile,
  hasCommand: (name) =>
    (process.env.PATH ?? '')
      .split(path.delimiter)
      .some((directory) => directory !== '' && isExecutableFile(path.join(directory, name))),
  isRoot: () => process.getuid?.() === 0,
  hasPasswordlessSudo: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
};

process.exitCode = ensureChromium(probes, {
  run: ([command, ...args]) =>
    command
      ? (spawnSync(command, args, {
          stdio: 'inherit',
          // No debconf questions in the middle of a test run.
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        }).status ?? 1)
      : 1,
  print: (text) => console.log(text),
  printError: (text) => console.error(text),
  dryRun: process.argv.includes('--dry-run'),
});
