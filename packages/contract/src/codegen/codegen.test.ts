import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ApiName, apis, generateTypes, outputPaths } from './codegen';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('generated types', () => {
  it('should generate both APIs listed in openapi/redocly.yaml', () => {
    expect(Object.keys(apis).sort()).toEqual(['auth', 'dentist']);
  });

  it('should write each API once, into packages/contract', () => {
    const relative = (name: ApiName) => outputPaths(name).map((output) => path.relative(repoRoot, output));
    expect(relative('dentist')).toEqual(['packages/contract/src/generated/dentist.gen.ts']);
    expect(relative('auth')).toEqual(['packages/contract/src/generated/auth.gen.ts']);
  });

  it.each(
    (Object.keys(apis) as ApiName[]).flatMap((name) =>
      outputPaths(name).map((output) => [path.relative(repoRoot, output), name] as const),
    ),
  )(
    'should keep %s as openapi/%s.yaml generates it now (run `pnpm generate`)',
    async (output, name) => {
      const committed = await readFile(path.join(repoRoot, output), 'utf8');
      expect(committed).toBe(await generateTypes(name));
    },
    30_000,
  );
});
