// pnpm test:visual:update [story files or folders]: takes every story's screenshot again as its new baseline.
// Baselines are removed first, so a renamed or deleted story leaves no stale picture behind.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const filters = process.argv.slice(2);
const roots = ['apps', 'packages'];

/** `__screenshots__/<name>.stories.tsx` folders (one per story file) under the workspace's sources. */
function baselineFolders() {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.endsWith('.stories.tsx'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((folder) => path.basename(path.dirname(folder)) === '__screenshots__')
      .filter((folder) => !folder.includes(`${path.sep}node_modules${path.sep}`)),
  );
}

/** The story file a baseline folder belongs to: `X/__screenshots__/Y.stories.tsx` -> `X/Y.stories.tsx`. */
const storyFileOf = (folder) => path.join(path.dirname(path.dirname(folder)), path.basename(folder));

const chosen = baselineFolders().filter(
  (folder) =>
    filters.length === 0 || filters.some((filter) => storyFileOf(folder).includes(path.normalize(filter))),
);
for (const folder of chosen) rmSync(folder, { recursive: true, force: true });

const run = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--project', 'storybook', '--update', 'all', ...filters],
  {
    stdio: 'inherit',
    env: { ...process.env, VISUAL: '1' },
  },
);
process.exit(run.status ?? 1);
