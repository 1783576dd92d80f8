// Publishes the Storybook to Chromatic when a project token is configured; otherwise says so and succeeds.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic ignorado: defina CHROMATIC_PROJECT_TOKEN para publicar o Storybook.');
  process.exit(0);
}

const result = spawnSync(
  'chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);
process.exit(result.status ?? 1);
