import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type ApiName, apis, generateTypes, outputPath } from './codegen';

describe('generated types', () => {
  it.each(Object.keys(apis) as ApiName[])(
    'should match what openapi/%s.yaml generates now (run `pnpm --filter @odonto/api generate`)',
    async (name) => {
      const committed = await readFile(outputPath(name), 'utf8');
      expect(committed).toBe(await generateTypes(name));
    },
    30_000,
  );
});
