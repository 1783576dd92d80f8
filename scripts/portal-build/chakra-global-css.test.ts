import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSystem } from '../../packages/ui/src/theme/startSystem.ts';
import { withoutRuntimeGlobal } from './chakra-global-css.ts';
import { chakraGlobalCss } from './chakra-global-css-source.ts';

// The system.js the portal bundles: the same copy packages/ui resolves.
const chakraEntry = createRequire(path.resolve('packages/ui/package.json')).resolve('@chakra-ui/react');
const systemJs = readFileSync(
  path.join(path.dirname(chakraEntry), '..', 'esm', 'styled-system', 'system.js'),
  'utf8',
);

describe('chakraGlobalCss', () => {
  it('should hold the layer order, the reset, the global styles and every token variable', () => {
    const css = chakraGlobalCss();
    expect(css.indexOf('@layer reset,base,tokens,recipes;')).toBe(0);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toContain('@keyframes spin');
    // Every variable the token dictionary defines with a value reaches the stylesheet (Emotion, at run
    // time as here, drops the blank ones such as blurs.none).
    const variables = [...startSystem().tokens.cssVarMap.values()].flatMap((values) =>
      [...values].filter(([, value]) => String(value).trim() !== '').map(([name]) => name),
    );
    expect(variables.length).toBeGreaterThan(500);
    for (const variable of variables) expect(css).toContain(`${variable}:`);
  });
});

describe('withoutRuntimeGlobal', () => {
  it('should leave the bundled createSystem an empty _global and change nothing else', () => {
    const code = withoutRuntimeGlobal(systemJs);
    expect(code).toContain('const _global = [];');
    expect(code).not.toContain('const _global = [getPreflightCss()');
    // The functions stay for anyone who asks for them.
    expect(code).toContain('function getTokenCss()');
    expect(code.split('\n').length).toBe(systemJs.split('\n').length);
  });

  it('should fail the build when Chakra builds its global CSS another way', () => {
    expect(() => withoutRuntimeGlobal('const _global = computeGlobal();')).toThrow(
      /createSystem do Chakra mudou/,
    );
  });
});
