import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type ApiName, apis, generateTypes, outputPath } from './codegen';

describe('generated types', () => {
  it('should generate both APIs listed in openapi/redocly.yaml', () => {
    expect(Object.keys(apis).sort()).toEqual(['auth', 'dentist']);
  });

  it.each(Object.keys(apis) as ApiName[])(
    'should match what openapi/%s.yaml generates now (run `pnpm generate`)',
    async (name) => {
      const committed = await readFile(outputPath(name), 'utf8');
      expect(committed).toBe(await generateTypes(name));
    },
    30_000,
  );
});
