import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../src/arquivos/demonstracao';
import { MSG_ARQUIVOS, MSG_PLANO_ARQUIVOS } from '../src/arquivos/messages';
import { MSG } from '../src/plataforma/messages';
import {
  GIF,
  gifDeclaring,
  JPEG,
  JS_ACTION,
  jpegDeclaring,
  objectStream,
  onePagePdf,
  PDF_JS_IN_CHAINED_FILTERS,
  PDF_NUL_TERMINATED_NAMES,
  pngDeclaring,
  storedFiles,
  tiff,
  withIncrementalUpdate,
} from './security-files-fixtures';
import { backends } from './support/database';
import { operationUrl } from './support/operations';
import { createPlan, planImages, planState, pngBytes, uploadJson, uploadMultipart } from './support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';
import { claimsOf, resetPassword, resetTokenFor } from './support/sessions';

const MB = 1024 * 1024;
const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

type Refusal = keyof typeof MSG_ARQUIVOS | 'tipo';
const messageOf = (refusal: Refusal, nome: string) =>
  refusal === 'tipo' ? MSG_PLANO_ARQUIVOS.arquivoTipoInvalido(nome) : MSG_ARQUIVOS[refusal](nome);

/** Hostile files, each sent as `exame.png` of type image/png: what they are, their bytes, why refused. */
const HOSTILE: [string, Buffer, Refusal][] = [
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'tipo',
  ],
  [
    'an SVG after a BOM and blank lines',
    Buffer.from('\ufeff\n\n  <?xml version="1.0"?><svg onload="alert(1)"/>'),
    'tipo',
  ],
  [
    'an HTML page',
    Buffer.from('<!doctype html><html><body><script>fetch("/api")</script></body></html>'),
    'tipo',
  ],
  ['a PDF whose /OpenAction runs JavaScript', onePagePdf(`/OpenAction ${JS_ACTION}`), 'conteudoAtivo'],
  [
    'a PDF whose /OpenAction is an action object',
    onePagePdf('/OpenAction 4 0 R', ['<< /S /URI /URI (https://example.com/) >>']),
    'conteudoAtivo',
  ],
  [
    'a PDF with a JavaScript name tree',
    onePagePdf('/Names << /JavaScript 4 0 R >>', ['<< /Names [(a) 5 0 R] >>']),
    'conteudoAtivo',
  ],
  [
    'a PDF with a bare /JS entry',
    onePagePdf('', ['<< /Type /Annot /Subtype /Link /A << /JS (app.alert\\(1\\)) >> >>']),
    'conteudoAtivo',
  ],
  ['a PDF with /AA on a page', onePagePdf('', ['<< /Type /Annot /AA << /E 5 0 R >> >>']), 'conteudoAtivo'],
  ['a PDF that launches a program', onePagePdf('', ['<< /S /Launch /F (cmd.exe) >>']), 'conteudoAtivo'],
  [
    'a PDF spelling /JavaScript with #xx escapes',
    onePagePdf('/OpenAction << /S /J#61va#53cript /J#53 (x) >>'),
    'conteudoAtivo',
  ],
  [
    'a PDF with an embedded file',
    onePagePdf('/Names << /EmbeddedFiles 4 0 R >>', ['<< /Names [] >>']),
    'conteudoAtivo',
  ],
  [
    'a PDF with JavaScript inside a compressed object stream',
    onePagePdf('', [objectStream([JS_ACTION])]),
    'conteudoAtivo',
  ],
  [
    'a PDF with a bare /JS inside a compressed object stream',
    onePagePdf('', [objectStream(['<< /JS (x) >>'])]),
    'conteudoAtivo',
  ],
  // The two bypasses of the attack on the byte search (issue #33).
  [
    'a PDF whose names end in a NUL byte (/OpenAction\\0, /JavaScript\\0)',
    PDF_NUL_TERMINATED_NAMES,
    'conteudoAtivo',
  ],
  [
    'a PDF with a JavaScript action in an object stream under [/FlateDecode /ASCIIHexDecode]',
    PDF_JS_IN_CHAINED_FILTERS,
    'conteudoAtivo',
  ],
  [
    'a PDF whose name tree spells /J#61vaScript',
    onePagePdf('/Names << /J#61vaScript 4 0 R >>', ['<< /Names [] >>']),
    'conteudoAtivo',
  ],
  [
    'a PDF whose /OpenAction launches a program from an object stream',
    onePagePdf('/OpenAction 100 0 R', [objectStream(['<< /S /Launch /F (cmd.exe) >>'])]),
    'conteudoAtivo',
  ],
  [
    'a PDF whose incremental update adds JavaScript on open',
    withIncrementalUpdate(onePagePdf(), { 1: `<< /Type /Catalog /Pages 2 0 R /OpenAction ${JS_ACTION} >>` }),
    'conteudoAtivo',
  ],
  [
    'a PDF with a file attachment',
    onePagePdf('', [
      '<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >> >>',
      { dictionary: '/Type /EmbeddedFile', stream: Buffer.from('MZ') },
    ]),
    'conteudoAtivo',
  ],
  [
    'a PDF with a form (/AcroForm)',
    onePagePdf('/AcroForm << /Fields [] /XFA 4 0 R >>', ['<< >>']),
    'conteudoAtivo',
  ],
  [
    'a PDF whose object stream uses a filter we do not read',
    onePagePdf('', [objectStream(['<< >>'], '/JBIG2Decode')]),
    'naoVerificavel',
  ],
  [
    'an encrypted PDF',
    Buffer.from(
      onePagePdf('', ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>'])
        .toString('latin1')
        .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 4 0 R'),
      'latin1',
    ),
    'naoVerificavel',
  ],
  [
    'a PDF whose object stream is not deflate data',
    onePagePdf('', [
      {
        dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
        stream: Buffer.from('not zlib at all'),
      },
    ]),
    'naoVerificavel',
  ],
  [
    'a PDF cut before %%EOF',
    half(onePagePdf('', [{ dictionary: '', stream: Buffer.alloc(4096, 0x20) }])),
    'incompleto',
  ],
  ['a PNG cut in half', half(pngBytes(64, 64)), 'incompleto'],
  ['a JPEG cut in half', half(JPEG), 'incompleto'],
  ['a JPEG without its end marker', JPEG.subarray(0, JPEG.length - 2), 'incompleto'],
  ['a GIF without its trailer', GIF.subarray(0, GIF.length - 1), 'incompleto'],
  [
    'a TIFF whose strip runs past the end',
    tiff([{ width: 16, height: 16, declaredBytes: 4096 }]),
    'incompleto',
  ],
  ['a TIFF cut in half', half(tiff([{ width: 64, height: 64 }])), 'incompleto'],
  [
    'a TIFF zip bomb: 100,000 × 100,000 deflated pixels',
    tiff([{ width: 100_000, height: 100_000, compression: 8, data: Buffer.from([0x78, 0x9c, 0x03, 0x00]) }]),
    'dimensoes',
  ],
  [
    'a TIFF whose pages decode to more than 512 MB (4 × 35 MP)',
    tiff(
      Array.from({ length: 4 }, () => ({
        width: 7_000,
        height: 5_000,
        compression: 8,
        data: Buffer.alloc(8),
      })),
    ),
    'dimensoes',
  ],
  [
    'a TIFF of 16-bit samples, 64 per pixel',
    tiff([{ width: 4_000, height: 4_000, samplesPerPixel: 64, bitsPerSample: 16, data: Buffer.alloc(8) }]),
    'dimensoes',
  ],
  ['a PNG declaring 50,000 × 50,000 pixels', pngDeclaring(50_000, 50_000), 'dimensoes'],
  ['a JPEG declaring 65,000 × 65,000 pixels', jpegDeclaring(65_000, 65_000), 'dimensoes'],
  ['a GIF declaring 65,535 × 65,535 pixels', gifDeclaring(65_535, 65_535), 'dimensoes'],
  ['a PNG of 100 megapixels (10,000 × 10,000, header only)', pngDeclaring(10_000, 10_000), 'dimensoes'],
  ['a PNG of 40 megapixels and one row (8,000 × 5,001)', pngDeclaring(8_000, 5_001), 'dimensoes'],
];

/** Files that look odd but are harmless: stored, and served inert. */
const HARMLESS: [string, Buffer, string][] = [
  ['a real JPEG', JPEG, 'image/jpeg'],
  ['a GIF', GIF, 'image/gif'],
  [
    'a two-page TIFF',
    tiff([
      { width: 16, height: 16 },
      { width: 8, height: 8 },
    ]),
    'image/tiff',
  ],
  [
    'a PDF that opens at a page (/OpenAction [3 0 R /Fit])',
    onePagePdf('/OpenAction [3 0 R /Fit]'),
    'application/pdf',
  ],
  [
    'a PDF with a compressed object stream and no action',
    onePagePdf('', [objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])]),
    'application/pdf',
  ],
  ['a PNG of exactly 40 megapixels (8,000 × 5,000, header only)', pngDeclaring(8_000, 5_000), 'image/png'],
  ['the demo laudo PDF', demoPdf(['Laudo radiografico', 'Portal do Dentista']), 'application/pdf'],
  [
    'a PDF with a link to a web page (/URI is allowed)',
    onePagePdf('', ['<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/) >> >>']),
    'application/pdf',
  ],
  [
    'a PDF whose object stream is under [/FlateDecode /ASCIIHexDecode]',
    onePagePdf('', [objectStream(['<< /Producer (Scanner) >>'], '[/FlateDecode /ASCIIHexDecode]')]),
    'application/pdf',
  ],
  [
    'a PNG followed by an HTML page (a polyglot)',
    Buffer.concat([pngBytes(2, 2), Buffer.from('<html><script>alert(1)</script></html>')]),
    'image/png',
  ],
];

interface RawResponse {
  status: number;
  headers: string;
  body: unknown;
}

/** The HTTP/1.1 responses in what a socket received, each with a Content-Length body (JSON here). */
function parseResponses(received: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = received.toString('utf8');
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const headers = rest.slice(0, headEnd);
    const length = Number(headers.match(/content-length: (\d+)/i)?.[1]);
    const bodyBytes = Buffer.from(rest.slice(headEnd + 4)).subarray(0, length);
    responses.push({
      status: Number(headers.slice(9, 12)),
      headers,
      body: JSON.parse(bodyBytes.toString('utf8')),
    });
    rest = Buffer.from(rest.slice(headEnd + 4))
      .subarray(length)
      .toString('utf8');
  }
  return responses;
}

/** Sends raw bytes over a socket and returns every response the server wrote before closing it (each
 * request here makes the server close: `Connection: close`, a 413 or a parse error). */
function rawRequest(server: TestServer, head: string, body: Buffer): Promise<RawResponse[]> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we are still writing: what it answered before that is what counts.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => resolve(parseResponses(Buffer.concat(chunks))));
    socket.setTimeout(10_000, () => socket.destroy());
    // No half-close after the body: Node's server drops a request whose client has ended its side.
    socket.write(Buffer.concat([Buffer.from(head), body]));
  });
}

/** A multipart body carrying one file part, and its boundary. */
function multipartBody(name: string, bytes: Buffer) {
  const boundary = '----odonto-teste';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="IdImagemTipo"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(backends)('hostile plan files on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(HOSTILE)(
    'should refuse %s, in both body forms, storing nothing',
    async (_label, bytes, refusal) => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const filesBefore = await storedFiles(server);
      const multipart = await uploadMultipart(server, ana, planoId, {
        name: 'exame.png',
        bytes,
        type: 'image/png',
      });
      expect(multipart.status).toBe(415);
      expect(multipart.body).toEqual(errorBody(messageOf(refusal, 'exame.png')));
      const json = await uploadJson(server, ana, planoId, { name: 'exame.png', bytes });
      expect(json.status).toBe(415);
      expect(json.body).toEqual(errorBody(messageOf(refusal, 'exame.png')));
      expect(await planState(server)).toEqual(before);
      expect(await storedFiles(server)).toEqual(filesBefore);
    },
  );

  it.each(HARMLESS)('should store %s and serve it inert', async (_label, bytes, contentType) => {
    const planoId = await createPlan(server, ana);
    const response = await uploadMultipart(server, ana, planoId, { name: "exame (1)'s.png", bytes });
    expect(response.status).toBe(201);
    const [imagem] = await planImages(server, ana, planoId);
    expect(imagem?.contentType).toBe(contentType);
    const file = await fetch(`${server.baseUrl}${imagem?.absolutePath}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(contentType);
    expect(file.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''exame%20%281%29%27s.png",
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  describe('files past the 2 MB limit', () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(3 * MB)]);

    /** Uploads `big` to the plan as a multipart file over a raw socket, with the framing headers given. */
    function rawUpload(planoId: number, name: string, framing: string, frame = (body: Buffer) => body) {
      const { body, contentType } = multipartBody(name, big);
      const url = operationUrl('uploadPlanoTratamentoImagem', { query: { idPlanoTratamento: planoId } });
      return rawRequest(
        server,
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${ana}\r\n` +
          `Content-Type: ${contentType}\r\n${framing}\r\n\r\n`,
        frame(body),
      );
    }

    it('should answer 413 to a chunked upload that declares no length, storing nothing', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const responses = await rawUpload(
        planoId,
        'grande.png',
        'Transfer-Encoding: chunked\r\nConnection: close',
        (body) =>
          Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]),
      );
      expect(responses).toMatchObject([
        { status: 413, body: errorBody(MSG_PLANO_ARQUIVOS.arquivoGrande('grande.png')) },
      ]);
      expect(await planState(server)).toEqual(before);
    });

    it('should answer 413 to a Content-Length far past the limit without waiting for the body', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      // Declares 1 GB, sends 3 MB and stops: the answer must not wait for the other 997 MB.
      const started = Date.now();
      const responses = await rawUpload(planoId, 'enorme.png', `Content-Length: ${1024 * MB}`);
      expect(Date.now() - started).toBeLessThan(9_000);
      expect(responses).toMatchObject([{ status: 413, body: errorBody(MSG.corpoGrande) }]);
      expect(await planState(server)).toEqual(before);
    });

    it('should refuse a Content-Length shorter than the body it came with, storing nothing', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      // Claims 1 KB: the server reads 1 KB (a multipart body cut short) and the rest is no request at all.
      const responses = await rawUpload(planoId, 'mentira.png', 'Content-Length: 1024');
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual(errorBody(expect.any(String)));
      }
      expect(await planState(server)).toEqual(before);
    });

    it('should answer 413 to a JSON upload whose base64 passes the limit', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const response = await uploadJson(server, ana, planoId, { name: 'grande.png', bytes: big });
      expect(response.status).toBe(413);
      expect(response.body).toEqual(errorBody(MSG_PLANO_ARQUIVOS.arquivoGrande('grande.png')));
      expect(await planState(server)).toEqual(before);
    });
  });
});

describe.each(backends)('signed file links and the session that made them on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Signs in as the CRO, uploads a PNG to a new plan and returns the session and the file's link. */
  async function sessionWithLink(cro: string) {
    const session = await login(server, cro);
    const planoId = await createPlan(server, session.accessToken);
    expect((await uploadJson(server, session.accessToken, planoId, { bytes: pngBytes() })).status).toBe(201);
    const [imagem] = await planImages(server, session.accessToken, planoId);
    return { session, planoId, link: imagem?.absolutePath ?? '' };
  }

  const LINK_REFUSED = errorBody(MSG_PLANO_ARQUIVOS.arquivoLinkInvalido);

  it('should serve a link while its session lives and refuse it once that session logs out', async () => {
    const { session, link } = await sessionWithLink('12345');
    expect((await fetch(`${server.baseUrl}${link}`)).status).toBe(200);

    const logout = await call(server, 'POST', '/api/account/logout', { token: session.accessToken });
    expect(logout.status).toBe(200);
    const after = await call(server, 'GET', link);
    expect(after.status).toBe(403);
    expect(after.body).toEqual(LINK_REFUSED);
  });

  it('should keep the links of the dentist’s other sessions working after one logs out', async () => {
    const kept = await sessionWithLink('12345');
    const ended = await sessionWithLink('12345');
    await call(server, 'POST', '/api/account/logout', { token: ended.session.accessToken });
    expect((await call(server, 'GET', ended.link)).status).toBe(403);
    expect((await fetch(`${server.baseUrl}${kept.link}`)).status).toBe(200);
  });

  it('should refuse a link moved to another live session: the session is part of the signature', async () => {
    const { link } = await sessionWithLink('12345');
    const other = await login(server, '12345');
    const otherSid = String(claimsOf(other.accessToken).sid);
    const moved = link.replace(/sessao=[^&]+/, `sessao=${otherSid}`);
    expect(moved).not.toBe(link);
    const response = await call(server, 'GET', moved);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(LINK_REFUSED);
  });

  it('should refuse a link whose session passed its absolute limit, even before the link expires', async () => {
    const { session, link } = await sessionWithLink('12345');
    expect((await fetch(`${server.baseUrl}${link}`)).status).toBe(200);
    // The session began 13 hours ago (SESSION_MAX_HOURS is 12): a refresh would end it, so does the link.
    await server.db
      .updateTable('sessao')
      .set({ criadaEm: new Date(Date.now() - 13 * 3_600_000) })
      .where('id', '=', String(claimsOf(session.accessToken).sid))
      .execute();
    const response = await call(server, 'GET', link);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(LINK_REFUSED);
  });

  it('should refuse a link whose session has been idle past its limit', async () => {
    const { session, link } = await sessionWithLink('12345');
    await server.db
      .updateTable('sessao')
      .set({ ultimaAtividadeEm: new Date(Date.now() - 31 * 60_000) })
      .where('id', '=', String(claimsOf(session.accessToken).sid))
      .execute();
    expect((await call(server, 'GET', link)).status).toBe(403);
  });

  it('should refuse every link of the dentist once the password is reset', async () => {
    const first = await sessionWithLink('54321');
    const second = await sessionWithLink('54321');
    const token = await resetTokenFor(server, '54321', 'bruno.lima@example.com');
    expect((await resetPassword(server, token)).status).toBe(200);
    for (const { link } of [first, second]) {
      const response = await call(server, 'GET', link);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(LINK_REFUSED);
    }
  });
});
