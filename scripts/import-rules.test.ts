import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ImportViolation, importsOf, importViolations, type SourceFile } from './import-rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each workspace folder's package name, from its package.json. */
function workspaceNames(): Record<string, string> {
  const folders = execFileSync(
    'git',
    ['ls-files', '-z', '--', 'packages/*/package.json', 'apps/*/package.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  return Object.fromEntries(
    folders.map((file) => [
      path.posix.dirname(file),
      (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { name: string }).name,
    ]),
  );
}

const names = {
  'packages/ui': '@odonto/ui',
  'packages/odontogram': '@odonto/odontogram',
  'apps/portal': '@odonto/portal',
};
const rulesOf = (files: SourceFile[]) => importViolations(files, names).map((found) => found.rule);

describe('importsOf', () => {
  it('should read static, type-only, multi-line, side-effect and dynamic imports with their lines', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '@odonto/api';",
      'import {',
      '  c,',
      "} from '@odonto/ui';",
      "import './styles.css';",
      "const lazy = () => import('./Page');",
      "export { d } from '../d';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: '@odonto/api', typeOnly: true, line: 2 },
      { specifier: '@odonto/ui', typeOnly: false, line: 3 },
      { specifier: './styles.css', typeOnly: false, line: 6 },
      { specifier: './Page', typeOnly: false, line: 7 },
      { specifier: '../d', typeOnly: false, line: 8 },
    ]);
  });
});

describe('importViolations', () => {
  it('should refuse a package that imports an app, by name or by path', () => {
    expect(
      rulesOf([
        { path: 'packages/ui/src/A.tsx', source: "import { x } from '@odonto/portal';" },
        { path: 'packages/ui/src/B.tsx', source: "import { x } from '../../../apps/portal/src/x';" },
      ]),
    ).toEqual([
      'a package imports an app',
      'packages/ui reaches into apps/portal by path: import the package by its name',
    ]);
  });

  it('should refuse an app that imports the other app', () => {
    expect(
      rulesOf([
        { path: 'apps/auditoria/src/A.tsx', source: "import { x } from '@odonto/portal';" },
        { path: 'apps/portal/src/B.tsx', source: "import { y } from '../../auditoria/src/y';" },
      ]),
    ).toEqual([
      'apps/auditoria imports another app',
      'apps/portal reaches into apps/auditoria by path: import the package by its name',
    ]);
  });

  it("should refuse a server domain that imports another domain's handlers, and allow its services", () => {
    expect(
      rulesOf([
        { path: 'apps/server/src/auditoria/x.ts', source: "import { h } from '../planos/handlers';" },
        { path: 'apps/server/src/auditoria/y.ts', source: "import type { Planos } from '../planos/planos';" },
        { path: 'apps/server/src/app.ts', source: "import { planosRoutes } from './planos/handlers';" },
      ]),
    ).toEqual(["the server domain auditoria/ imports another domain's handlers (planos/handlers)"]);
  });

  it('should refuse the server importing front-end code other than the odontogram React-free entry', () => {
    expect(
      rulesOf([
        { path: 'apps/server/src/guias/a.ts', source: "import { draw } from '@odonto/odontogram/svg';" },
        { path: 'apps/server/src/guias/b.ts', source: "import { Chart } from '@odonto/odontogram';" },
        { path: 'apps/server/src/guias/c.ts', source: "import { formatDate } from '@odonto/ui';" },
        { path: 'apps/server/src/guias/d.ts', source: "import { createElement } from 'react';" },
      ]),
    ).toEqual([
      "the server imports front-end code (@odonto/odontogram): only the odontogram's React-free entry",
      "the server imports front-end code (@odonto/ui): only the odontogram's React-free entry",
      'the server imports front-end code (react)',
    ]);
  });

  it('should refuse the foundations below the domains importing a domain', () => {
    expect(
      rulesOf([
        { path: 'apps/server/src/plataforma/http/a.ts', source: "import { x } from '../../planos/planos';" },
        { path: 'apps/server/src/ciclo-de-vida/b.ts', source: "import { y } from '../plataforma/errors';" },
        {
          path: 'apps/server/src/plataforma/banco/c.ts',
          source: "import type { T } from '../../planos/schema';",
        },
      ]),
    ).toEqual(['plataforma/ sits below the domains and imports the domain planos/ (types only)']);
  });

  it('should keep the kit off the API client, and the odontogram to React', () => {
    expect(
      rulesOf([
        { path: 'packages/ui/src/A.tsx', source: "import { createApiClients } from '@odonto/api';" },
        { path: 'packages/ui/src/B.tsx', source: "import type { Glosa } from '@odonto/contract';" },
        { path: 'packages/ui/src/C.stories.tsx', source: "import { StatusBadge } from '@odonto/ui';" },
        { path: 'packages/odontogram/src/D.tsx', source: "import { Box } from '@chakra-ui/react';" },
        { path: 'packages/odontogram/src/E.tsx', source: "import { useState } from 'react';" },
      ]),
    ).toEqual([
      'packages/ui may not import @odonto/api',
      'packages/odontogram imports @chakra-ui/react: React only',
    ]);
  });
});

describe('the tracked source files', () => {
  it('should keep every import within the layering', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--', 'packages', 'apps'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /\.(?:ts|tsx|mts)$/.test(file) && !file.endsWith('.gen.ts'))
      .filter((file) => existsSync(path.join(root, file)))
      .map((file) => ({ path: file, source: readFileSync(path.join(root, file), 'utf8') }));
    const found = importViolations(files, workspaceNames()).map(
      ({ file, line, specifier, rule }: ImportViolation) => `${file}:${line} ${specifier}: ${rule}`,
    );
    expect(found).toEqual([]);
  });
});
