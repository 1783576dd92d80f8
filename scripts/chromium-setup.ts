import { DEBIAN_CHROMIUM } from './chromium.ts';

/** What the machine is like, asked through functions so that tests can answer instead of the machine. */
export interface MachineProbes {
  /** The CHROMIUM_BIN variable; an empty value counts as unset. */
  chromiumBin: string | undefined;
  /** Whether the path is a file this user may execute. */
  isExecutableFile: (path: string) => boolean;
  /** Whether a command of that name is on the PATH. */
  hasCommand: (name: string) => boolean;
  /** Whether this process runs as root. */
  isRoot: () => boolean;
  /** Whether `sudo` runs commands without asking for a password. */
  hasPasswordlessSudo: () => boolean;
}

/** The apt commands that install Debian's chromium (never Playwright's browser download). */
export const APT_COMMANDS: readonly (readonly string[])[] = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];

/** The same commands as a person types them. */
export const APT_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

export type ChromiumPlan =
  | { action: 'use'; path: string; from: 'CHROMIUM_BIN' | 'debian' }
  | { action: 'reject-bin'; path: string }
  | { action: 'install'; commands: string[][] }
  | { action: 'give-up'; reason: 'no-apt' | 'no-permission' };

/** Decides where the browser tests' Chromium comes from, without changing anything. */
export function planChromium(probes: MachineProbes): ChromiumPlan {
  const bin = probes.chromiumBin;
  if (bin) {
    return probes.isExecutableFile(bin)
      ? { action: 'use', path: bin, from: 'CHROMIUM_BIN' }
      : { action: 'reject-bin', path: bin };
  }
  if (probes.isExecutableFile(DEBIAN_CHROMIUM))
    return { action: 'use', path: DEBIAN_CHROMIUM, from: 'debian' };
  if (!probes.hasCommand('apt-get')) return { action: 'give-up', reason: 'no-apt' };
  if (probes.isRoot()) return { action: 'install', commands: APT_COMMANDS.map((command) => [...command]) };
  if (probes.hasCommand('sudo') && probes.hasPasswordlessSudo()) {
    return { action: 'install', commands: APT_COMMANDS.map((command) => ['sudo', '-n', ...command]) };
  }
  return { action: 'give-up', reason: 'no-permission' };
}

/** Messages in pt-BR, then in English, for whoever runs `pnpm test`. */
export const messages = {
  found: (path: string) => `Chromium: ${path}`,
  rejectBin: (path: string) =>
    [
      `CHROMIUM_BIN=${path} não é um arquivo executável. Corrija o caminho, ou remova a variável para usar ${DEBIAN_CHROMIUM}.`,
      `CHROMIUM_BIN=${path} is not an executable file. Fix the path, or unset it to use ${DEBIAN_CHROMIUM}.`,
    ].join('\n'),
  installing: [
    `Chromium não encontrado em ${DEBIAN_CHROMIUM}: instalando o pacote chromium do Debian (apt-get).`,
    `Chromium not found at ${DEBIAN_CHROMIUM}: installing Debian's chromium package (apt-get).`,
  ].join('\n'),
  wouldRun: (command: readonly string[]) => `(dry run) ${command.join(' ')}`,
  commandFailed: (command: readonly string[], status: number) =>
    [
      `A instalação do Chromium falhou: '${command.join(' ')}' terminou com o código ${status}.`,
      `Installing Chromium failed: '${command.join(' ')}' exited with code ${status}.`,
    ].join('\n'),
  giveUp: (reason: 'no-apt' | 'no-permission' | 'still-missing') => {
    const why = {
      'no-apt': ['apt-get não está disponível nesta máquina.', 'apt-get is not available on this machine.'],
      'no-permission': [
        'Só root ou um usuário com sudo sem senha pode instalá-lo daqui.',
        'Only root or a user with passwordless sudo can install it from here.',
      ],
      'still-missing': [
        `Depois da instalação, ${DEBIAN_CHROMIUM} continua ausente.`,
        `After the installation, ${DEBIAN_CHROMIUM} is still missing.`,
      ],
    }[reason];
    return [
      `Os testes de navegador (stories e e2e) precisam de um Chromium, e não há nenhum em ${DEBIAN_CHROMIUM}. ${why[0]}`,
      `Instale o pacote do Debian com: ${APT_HINT}`,
      'ou defina CHROMIUM_BIN com o caminho de um Chromium (CHROMIUM_BIN=/caminho/do/chromium pnpm test).',
      '',
      `The browser tests (stories and e2e) need a Chromium, and there is none at ${DEBIAN_CHROMIUM}. ${why[1]}`,
      `Install Debian's package with: ${APT_HINT}`,
      'or set CHROMIUM_BIN to the path of a Chromium (CHROMIUM_BIN=/path/to/chromium pnpm test).',
    ].join('\n');
  },
};

export interface SetupEffects {
  /** Runs a command with the output shown, and gives its exit status. */
  run: (command: readonly string[]) => number;
  /** Prints a line for the person running the tests. */
  print: (text: string) => void;
  /** Prints an error. */
  printError: (text: string) => void;
  /** Only says which commands would run. */
  dryRun: boolean;
}

/** Makes sure a Chromium exists before the long test run; returns the process exit code. */
export function ensureChromium(probes: MachineProbes, effects: SetupEffects): number {
  const plan = planChromium(probes);
  switch (plan.action) {
    case 'use':
      effects.print(messages.found(plan.path));
      return 0;
    case 'reject-bin':
      effects.printError(messages.rejectBin(plan.path));
      return 1;
    case 'give-up':
      effects.printError(messages.giveUp(plan.reason));
      return 1;
    case 'install':
      return install(plan.commands, probes, effects);
  }
}

function install(commands: string[][], probes: MachineProbes, effects: SetupEffects): number {
  effects.print(messages.installing);
  for (const command of commands) {
    if (effects.dryRun) {
      effects.print(messages.wouldRun(command));
      continue;
    }
    const status = effects.run(command);
    if (status !== 0) {
      effects.printError(messages.commandFailed(command, status));
      return 1;
    }
  }
  if (effects.dryRun) return 0;
  if (!probes.isExecutableFile(DEBIAN_CHROMIUM)) {
    effects.printError(messages.giveUp('still-missing'));
    return 1;
  }
  effects.print(messages.found(DEBIAN_CHROMIUM));
  return 0;
}
