import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from '../src/plataforma/logging';
import { MAX_LOGGED_URL, maskText, maskUrl } from '../src/plataforma/masking';
import { collectingStream } from './support/log-lines';

const SIZE = 64 * 1024;

/** Strings built to make a backtracking e-mail or CPF pattern rescan the input from every position. */
const HOSTILE: Record<string, string> = {
  'one long word': 'a'.repeat(SIZE),
  'one long number': '1'.repeat(SIZE),
  'dotted word': 'a.'.repeat(SIZE / 2),
  'at signs': 'a@'.repeat(SIZE / 2),
  'domain without a dot': `@${'a'.repeat(SIZE - 1)}`,
  'many labels': `a@b${'.c'.repeat(SIZE / 2 - 2)}`,
  'addresses glued together': 'x@y.'.repeat(SIZE / 4),
  'CPF-like digits with dots': '123.'.repeat(SIZE / 4),
  'parameter names': 'token'.repeat(SIZE / 5),
};

/** The fastest of a few runs: scheduling noise on a shared machine only ever adds time. */
function fastestMs(run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('log masking of hostile input', () => {
  it.each(Object.entries(HOSTILE))('should mask 64 KB of %s in well under 50 ms', (_name, text) => {
    expect(text.length).toBeGreaterThanOrEqual(SIZE - 8);
    // The quadratic pattern took 6 to 10 s on these; linear masking takes about a millisecond.
    expect(fastestMs(() => maskText(text))).toBeLessThan(50);
  });

  it('should grow linearly: 64 KB costs about four times 16 KB, not sixteen', () => {
    const small = fastestMs(() => maskText('a'.repeat(16 * 1024)));
    const large = fastestMs(() => maskText('a'.repeat(SIZE)));
    // A generous ratio plus a floor, so that timer resolution on tiny figures cannot fail it.
    expect(large).toBeLessThan(small * 8 + 5);
  });

  it('should still mask e-mails, CPFs and secrets next to hostile text', () => {
    const text = maskText(
      `${'a'.repeat(5000)} ana.souza@example.com ${'1'.repeat(5000)} 529.982.247-25 token=segredo ` +
        `${'b'.repeat(100)}@example.com carteira 09000001000001001`,
    );
    expect(text).toContain('a*******a@e*****e.com');
    expect(text).toContain('***.982.247-**');
    expect(text).toContain('token=***');
    expect(text).not.toContain('ana.souza@');
    expect(text).not.toContain('529.982.247-25');
    expect(text).not.toContain('segredo');
    // An address longer than RFC 5321 allows has its last 64 characters masked as one.
    expect(text).toContain(`${'b'.repeat(36)}b${'*'.repeat(62)}b@e*****e.com`);
    expect(text).toContain('carteira 09000001000001001');
  });
});

describe('logged URLs', () => {
  it('should keep at most 2 KB of a long URL, masked before it is cut', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: collectingStream(lines) } });
    app.get('/eco', async () => ({ ok: true }));
    // The CPF straddles the 2 KB cut: masking after cutting would leave its first digits in the log.
    const url = `/eco/${'a'.repeat(MAX_LOGGED_URL - 12)}/52998224725/${'b'.repeat(10_000)}`;
    await app.inject({ method: 'GET', url });
    await app.close();
    const logged = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((line) => (line.req ? [line.req.url] : []));
    expect(logged.length).toBeGreaterThan(0);
    for (const entry of logged) {
      expect(entry.length).toBeLessThan(MAX_LOGGED_URL + 40);
      expect(entry).toMatch(/…\[\+\d+ caracteres\]$/);
      expect(entry).not.toContain('5299822');
    }
  });
});

describe('logged URLs of beneficiary reads and searches', () => {
  const loggedUrls = async (urls: string[]) => {
    const lines: string[] = [];
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: collectingStream(lines) } });
    app.get('/*', async () => ({ ok: true }));
    for (const url of urls) await app.inject({ method: 'GET', url });
    await app.close();
    return lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((line) => (line.req ? [line.req.url] : []));
  };

  it('should mask a 17-digit card in the path and in the query, keeping its last 4 digits', async () => {
    expect(
      await loggedUrls([
        '/api/v2/odontogramaInicial/09000001000001001',
        '/api/v2/beneficiario?carteirinhaOuCpf=09000001000001001',
        '/api/v2/planos/09000001000001001/itens?pagina=09000001000001001',
      ]),
    ).toEqual([
      '/api/v2/odontogramaInicial/*************1001',
      '/api/v2/beneficiario?carteirinhaOuCpf=***',
      '/api/v2/planos/*************1001/itens?pagina=*************1001',
    ]);
  });

  it("should replace the value of every search parameter, keeping its name and the paging parameters' values", async () => {
    const [logged] = await loggedUrls([
      '/api/v2/planoTratamento/dentista/12345?busca=Maria%20da%20Silva&nome=Jo%C3%A3o&pagina=2&tamanhoPagina=20&flag',
    ]);
    expect(logged).toBe(
      '/api/v2/planoTratamento/dentista/12345?busca=***&nome=***&pagina=2&tamanhoPagina=20&flag',
    );
    expect(logged).not.toMatch(/Maria|Jo/);
  });

  it('should leave a number of another length alone (a CRO, an id)', () => {
    expect(maskUrl('/api/x/1234567890123456/123456789012345678')).toBe(
      '/api/x/1234567890123456/123456789012345678',
    );
  });
});

describe('logged database errors', () => {
  it("should leave out a failed statement's bound values, which may hold names", () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      query: 'select * from beneficiario where nome = $1',
      params: ['Maria da Silva', '52998224725'],
      code: '22021',
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('Maria da Silva');
    expect(logged).not.toContain('52998224725');
    expect(logged).toContain('22021');
    expect(logged).toContain('[omitido]');
  });
});
