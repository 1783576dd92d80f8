import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nomeExibivel } from '../src/arquivos/plano-arquivos';
import { maskText } from '../src/plataforma/masking';
import { pdfOfSize, storedFiles } from './security-files-fixtures';
import { backends } from './support/database';
import { callOperation, operationUrl } from './support/operations';
import {
  createPlan,
  MARIA_CPF,
  planImages,
  planState,
  pngBytes,
  uploadJson,
  uploadMultipart,
} from './support/planos';
import { call, errorBody, fieldErrorBody, login, startTestServer, type TestServer } from './support/server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MB = 1024 * 1024;
const FALTA_INFORMACOES = 'Não foi possível criar o item do plano de tratamento por falta de informações.';

describe('file links in the log', () => {
  it('should hide the signature of a file link, which opens the file to whoever holds it', () => {
    expect(
      maskText('/api/v2/planoTratamento/imagens/88/arquivo?expira=1795271400&assinatura=3sQ0lWmX-_x'),
    ).toBe('/api/v2/planoTratamento/imagens/88/arquivo?expira=1795271400&assinatura=***');
  });
});

describe.each(backends)('plan files on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const imagensOf = (planoId: number) => planImages(server, ana, planoId);

  it('should take a multipart PNG and list it with name, type and a link that serves it without a bearer', async () => {
    const planoId = await createPlan(server, ana);
    const bytes = pngBytes(4, 4);
    const response = await uploadMultipart(server, ana, planoId, { name: 'periapical 16.png', bytes });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      data: { idImagem: expect.any(Number) },
      message: 'Arquivo enviado com sucesso.',
    });

    const [imagem, ...rest] = await imagensOf(planoId);
    expect(rest).toEqual([]);
    expect(imagem).toMatchObject({
      idImagem: response.bodyAt(201).data.idImagem,
      nomeArquivoOriginal: 'periapical 16.png',
      contentType: 'image/png',
      tamanho: bytes.length,
      imagemTipo: { idImagemTipo: 1, descricao: 'Radiografia periapical' },
    });
    expect(imagem?.absolutePath).toMatch(
      /^\/api\/v2\/planoTratamento\/imagens\/\d+\/arquivo\?expira=\d+&sessao=[\w-]+&assinatura=[\w-]+$/,
    );

    const file = await fetch(`${server.baseUrl}${imagem?.absolutePath}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    // Plan files hold health data: no cache keeps them, and they never render on the portal's origin.
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''periapical%2016.png");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('should keep a name without the control characters that would disguise it (bidi overrides, zero-width)', async () => {
    const planoId = await createPlan(server, ana);
    // Shown as 'exameexe.png' by the bidirectional override: the stored name reads as it is.
    const response = await uploadMultipart(server, ana, planoId, {
      name: 'exame\u202Egnp.exe',
      bytes: pngBytes(2, 2),
    });
    expect(response.status).toBe(201);
    const nomes = (await imagensOf(planoId)).map((imagem) => imagem.nomeArquivoOriginal);
    expect(nomes).toEqual(['examegnp.exe']);
  });

  it('should cut a long name to 120 characters, keeping its extension', () => {
    expect(nomeExibivel(`${'radiografia-'.repeat(20)}.png`)).toBe(
      `${'radiografia-'.repeat(20).slice(0, 116)}.png`,
    );
    expect([...nomeExibivel(`${'ç'.repeat(200)}.jpeg`)]).toHaveLength(120);
    expect(nomeExibivel('  periapical\u200B 16.png ')).toBe('periapical 16.png');
  });

  it('should take a JSON base64 PDF declared as PNG and serve it as a PDF', async () => {
    const planoId = await createPlan(server, ana);
    const response = await uploadJson(server, ana, planoId, { bytes: PDF });
    expect(response.status).toBe(201);
    const [imagem] = await imagensOf(planoId);
    expect(imagem).toMatchObject({
      nomeArquivoOriginal: 'arquivo.pdf',
      contentType: 'application/pdf',
      tamanho: PDF.length,
    });
    const file = await fetch(`${server.baseUrl}${imagem?.absolutePath}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('should refuse a CPF that is not the plan beneficiary’s', async () => {
    const planoId = await createPlan(server, ana);
    const response = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'a.png', bytes: pngBytes() },
      { cpf: '11144477735' },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      fieldErrorBody(
        'cpf',
        'O CPF informado não é o do beneficiário do plano de tratamento.',
        FALTA_INFORMACOES,
      ),
    );
    expect(await imagensOf(planoId)).toEqual([]);
  });

  describe('bad input changes nothing', () => {
    it.each([
      [
        'an image type that does not exist',
        { idImagemTipo: '999' },
        'IdImagemTipo',
        'Tipo de imagem inexistente. Selecione um tipo da lista.',
      ],
      ['an empty file', { empty: true }, 'file', 'Não existem arquivos para serem enviados'],
    ])('should refuse %s with 400', async (_label, options, field, reason) => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const bytes = 'empty' in options ? Buffer.alloc(0) : pngBytes();
      const idImagemTipo = 'idImagemTipo' in options ? options.idImagemTipo : '1';
      const response = await uploadMultipart(
        server,
        ana,
        planoId,
        { name: 'a.png', bytes },
        { idImagemTipo },
      );
      expect(response.status).toBe(400);
      expect(response.body).toEqual(fieldErrorBody(field, reason, FALTA_INFORMACOES));
      expect(await planState(server)).toEqual(before);
    });

    it('should refuse base64 of a broken length with 400', async () => {
      const planoId = await createPlan(server, ana);
      const response = await callOperation(server, 'uploadPlanoTratamentoImagem', {
        token: ana,
        query: { idPlanoTratamento: planoId, cpf: MARIA_CPF },
        body: { IdImagemTipo: 1, ContentType: 'image/png', Data: 'iVBORw0KGgo' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        fieldErrorBody('Data', 'O conteúdo do arquivo não está em base64 válido.', FALTA_INFORMACOES),
      );
    });

    it('should refuse a text field named file, which is no file at all, with 400', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const form = new FormData();
      form.append('IdImagemTipo', '1');
      form.append('file', '%PDF-1.4 digitado num campo de texto');
      const url = operationUrl('uploadPlanoTratamentoImagem', {
        query: { idPlanoTratamento: planoId, cpf: MARIA_CPF },
      });
      const response = await fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(
        fieldErrorBody('file', 'Não existem arquivos para serem enviados', FALTA_INFORMACOES),
      );
      expect(await planState(server)).toEqual(before);
    });

    it('should refuse an upload without a session with 401', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const response = await uploadMultipart(server, '', planoId, { name: 'a.png', bytes: pngBytes() });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody('Sessão expirada. Faça login novamente.'));
      expect(await planState(server)).toEqual(before);
    });

    it('should answer 404 for a plan that does not exist', async () => {
      const response = await uploadJson(server, ana, 999999, { bytes: pngBytes() });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorBody('Nenhum plano de tratamento encontrado.'));
    });

    it('should refuse a text file named .png with 415', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const filesBefore = await storedFiles(server);
      const response = await uploadMultipart(server, ana, planoId, {
        name: 'nota.png',
        bytes: Buffer.from('isto é texto, não uma imagem'),
        type: 'image/png',
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual(errorBody('Arquivo "nota.png" possui tipo inválido.'));
      const json = await uploadJson(server, ana, planoId, {
        name: 'nota.png',
        bytes: Buffer.from('texto puro'),
      });
      expect(json.status).toBe(415);
      expect(json.body).toEqual(errorBody('Arquivo "nota.png" possui tipo inválido.'));
      expect(await planState(server)).toEqual(before);
      expect(await storedFiles(server)).toEqual(filesBefore);
    });

    it('should refuse a 3 MB file with 413 in both body forms', async () => {
      const planoId = await createPlan(server, ana);
      const before = await planState(server);
      const big = Buffer.concat([pngBytes(), Buffer.alloc(3 * MB)]);
      const multipart = await uploadMultipart(server, ana, planoId, { name: 'grande.png', bytes: big });
      expect(multipart.status).toBe(413);
      expect(multipart.body).toEqual(errorBody('Arquivo "grande.png" excede o limite de 2 MB.'));
      const json = await uploadJson(server, ana, planoId, { name: 'grande.png', bytes: big });
      expect(json.status).toBe(413);
      expect(json.body).toEqual(errorBody('Arquivo "grande.png" excede o limite de 2 MB.'));
      expect(await planState(server)).toEqual(before);
    });

    it('should take a file of exactly 2 MB', async () => {
      const planoId = await createPlan(server, ana);
      const bytes = pdfOfSize(2 * MB);
      expect(bytes.length).toBe(2 * MB);
      const response = await uploadMultipart(server, ana, planoId, { name: 'limite.pdf', bytes });
      expect(response.status).toBe(201);
    });

    it('should refuse an 11th file with 409', async () => {
      const planoId = await createPlan(server, ana);
      for (let n = 1; n <= 10; n++) {
        const response = await uploadJson(server, ana, planoId, { name: `f${n}.png`, bytes: pngBytes() });
        expect(response.status).toBe(201);
      }
      const before = await planState(server);
      const filesBefore = await storedFiles(server);
      const response = await uploadMultipart(server, ana, planoId, { name: 'f11.png', bytes: pngBytes() });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody('Arquivo "f11.png" não pode ser adicionado, pois você atingiu a quantidade máxima.'),
      );
      expect(await planState(server)).toEqual(before);
      expect((await storedFiles(server)).sort()).toEqual(filesBefore.sort());
    });

    it('should save exactly 10 of 20 concurrent uploads to one plan', async () => {
      const planoId = await createPlan(server, ana);
      const filesBefore = (await storedFiles(server)).length;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 2 === 0
            ? uploadMultipart(server, ana, planoId, { name: `c${n}.png`, bytes: pngBytes() })
            : uploadJson(server, ana, planoId, { name: `c${n}.png`, bytes: pngBytes() }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
      responses.forEach((response, n) => {
        if (response.status !== 409) return;
        expect(response.body).toEqual(
          errorBody(`Arquivo "c${n}.png" não pode ser adicionado, pois você atingiu a quantidade máxima.`),
        );
      });
      expect(await imagensOf(planoId)).toHaveLength(10);
      expect((await storedFiles(server)).length).toBe(filesBefore + 10);
    });

    it('should refuse an expired link with 403 and a pt-BR message', async () => {
      const planoId = await createPlan(server, ana);
      await uploadJson(server, ana, planoId, { bytes: pngBytes() });
      const [imagem] = await imagensOf(planoId);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
      const response = await call(server, 'GET', imagem?.absolutePath ?? '');
      expect(response.status).toBe(403);
      expect(response.body).toEqual(
        errorBody('Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente.'),
      );
    });

    it('should refuse a tampered link (signature, id or expiry changed) with 403', async () => {
      const planoId = await createPlan(server, ana);
      await uploadJson(server, ana, planoId, { bytes: pngBytes() });
      const [imagem] = await imagensOf(planoId);
      const link = imagem?.absolutePath ?? '';
      const expira = Number(link.match(/expira=(\d+)/)?.[1]);
      const tampered = [
        link.replace(/assinatura=(.)/, (_m, c: string) => `assinatura=${c === 'A' ? 'B' : 'A'}`),
        link.replace(/imagens\/(\d+)\//, (_m, id: string) => `imagens/${Number(id) + 1}/`),
        link.replace(/expira=\d+/, `expira=${expira + 3600}`),
      ];
      for (const url of tampered) {
        const response = await call(server, 'GET', url);
        expect(response.status).toBe(403);
        expect(response.body).toEqual(
          errorBody('Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente.'),
        );
      }
    });
  });

  it('should take a file without the CPF: the server knows the plan’s beneficiary', async () => {
    const planoId = await createPlan(server, ana);
    const response = await uploadMultipart(server, ana, planoId, { name: 'a.png', bytes: pngBytes() });
    expect(response.bodyAt(201).data.idImagem).toBeGreaterThan(0);
    expect(await imagensOf(planoId)).toHaveLength(1);
  });

  it('should still take the beneficiary’s CPF from older clients', async () => {
    const planoId = await createPlan(server, ana);
    const response = await uploadJson(
      server,
      ana,
      planoId,
      { name: 'a.png', bytes: pngBytes() },
      { cpf: MARIA_CPF },
    );
    expect(response.status).toBe(201);
  });

  it('should accept the beneficiary’s CPF with punctuation', async () => {
    const planoId = await createPlan(server, ana);
    const formatted = `${MARIA_CPF.slice(0, 3)}.${MARIA_CPF.slice(3, 6)}.${MARIA_CPF.slice(6, 9)}-${MARIA_CPF.slice(9)}`;
    const response = await uploadMultipart(
      server,
      ana,
      planoId,
      { name: 'a.png', bytes: pngBytes() },
      { cpf: formatted },
    );
    expect(response.status).toBe(201);
  });
});
