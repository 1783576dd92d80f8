import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * docs/architecture.md's tables are a map the next engineer follows: every operation to the folder that
 * implements it, every address to its page, every folder to what it holds. This file fails when the code
 * and the map part ways.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/architecture.md');

/** The rows of the markdown table that follows a heading, as cells without their code marks. */
function tableAfter(heading: string): string[][] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no heading '${heading}'`);
  const section = doc.slice(start + 1).split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));

/** Every operationId of the two descriptions, with the API it belongs to. */
function operations(): Array<{ id: string; api: string }> {
  return ['auth', 'dentist'].flatMap((api) => {
    const description = parse(read(`openapi/${api}.yaml`)) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    return Object.values(description.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        operation?.operationId ? [{ id: operation.operationId, api }] : [],
      ),
    );
  });
}

/** The top folder under apps/server/src whose handlers declare an operation (key `id:` of a handlers object). */
function implementingFolder(id: string): string[] {
  const declaration = new RegExp(`^\\s+${id}(?::|,)`, 'm');
  return tracked
    .filter((file) => /^apps\/server\/src\/(?:[^/]+\/handlers|plataforma\/http\/health)\.ts$/.test(file))
    .filter((file) => declaration.test(read(file)))
    .map((file) => file.split('/')[3] ?? '');
}

describe('docs/architecture.md', () => {
  it('should name, for every operation of both descriptions, the folder that implements it', () => {
    const table = new Map(
      tableAfter('Operations and their domain folders').map(([id, api, folder]) => [id, { api, folder }]),
    );
    const found = operations().map(({ id, api }) => ({ id, api, folder: implementingFolder(id).join(', ') }));
    expect(found.map(({ id }) => table.get(id) ?? { api: 'missing', folder: 'missing' })).toEqual(
      found.map(({ api, folder }) => ({ api, folder })),
    );
    expect(table.size).toBe(found.length);
  });

  it('should list every address of both apps with a page that exists', () => {
    const rows = [...tableAfter('Addresses and their pages')];
    for (const [, page] of rows) if (page?.endsWith('.tsx')) expect(tracked, page).toContain(page);
    const addresses = rows.map(([address]) => address);
    const portalPaths = [
      ...Object.values(
        Object.fromEntries(
          [...read('apps/portal/src/app/publicPaths.ts').matchAll(/(\w+): '([^']+)'/g)].map((m) => [
            m[1],
            m[2],
          ]),
        ),
      ),
      ...[...read('apps/portal/src/app/protectedRoutes.tsx').matchAll(/screen\(\s*'([^']+)'/g)].map(
        (m) => m[1],
      ),
    ];
    const consolePaths = [...read('apps/auditoria/src/app/routes.tsx').matchAll(/path: '([^']+)'/g)].map(
      (m) => `/auditoria/${m[1]}`,
    );
    expect(addresses).toEqual(expect.arrayContaining([...portalPaths, ...consolePaths, '/auditoria']));
  });

  it('should map every folder of the packages, the apps and the server', () => {
    const folders = new Set(
      tracked.flatMap((file) => {
        const match =
          /^(packages\/[^/]+\/src\/[^/]+|apps\/(?:portal|auditoria)\/src\/[^/]+|apps\/server\/src\/[^/]+)\//.exec(
            file,
          );
        return match?.[1] ? [match[1]] : [];
      }),
    );
    const mapped = tableAfter('Folder map').map(([folder]) => folder ?? '');
    const named = (folder: string) =>
      mapped.some((cell) => {
        // `packages/ui/src/<Component>/`: one folder per component, named in PascalCase.
        if (cell.includes('/<Component>/') && /^[A-Z]/.test(folder.split('/').at(-1) ?? ''))
          return folder.startsWith(cell.split('<Component>')[0] ?? '');
        const [base, rest] = folder.split(/\/src\//);
        return (
          cell.includes(`${folder}/`) ||
          (cell.startsWith(`${base}/src/`) &&
            cell.split(/,\s*/).some((part) => part.replace(/\/$/, '').endsWith(rest ?? '')))
        );
      });
    expect([...folders].filter((folder) => !/\/__screenshots__$/.test(folder) && !named(folder))).toEqual([]);
  });
});
