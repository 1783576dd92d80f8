import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from './security-files-fixtures';
import { backends } from './support/database';
import { operationUrl } from './support/operations';
import { createPlan, planImages, pngBytes, uploadMultipart } from './support/planos';
import { login, startTestServer, type TestServer } from './support/server';

const BOUNDARY = '----odonto-cancelado';

/** A multipart upload body as the portal's XMLHttpRequest sends it: the type field, then the file. */
function multipartBody(fileName: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="IdImagemTipo"\r\n\r\n1\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * Sends the first `sentBytes` of an upload's body and then drops the connection, as a browser does when
 * the dentist presses 'Cancelar envio' (xhr.abort()); resolves once the server has seen the close.
 */
function abortMidBody(server: TestServer, token: string, planoId: number, body: Buffer, sentBytes: number) {
  const url = new URL(
    `${server.baseUrl}${operationUrl('uploadPlanoTratamentoImagem', { query: { idPlanoTratamento: planoId } })}`,
  );
  return new Promise<{ answered: boolean }>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': body.length,
        'idempotency-key': 'cancelado-no-meio-do-corpo',
      },
    });
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    request.on('error', () => {});
    request.on('close', () => resolve({ answered }));
    request.write(body.subarray(0, sentBytes), () => {
      // Long enough for the server to have parsed the part that arrived.
      setTimeout(() => request.destroy(), 150);
    });
  });
}

describe.each(backends)('an upload cancelled mid-body on %s', (backend) => {
  let server: TestServer;
  let ana: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should keep no file row, no stored object and no idempotency key, and take the same file sent again', async () => {
    const planoId = await createPlan(server, ana);
    const filesBefore = await storedFiles(server);
    const keysBefore = await server.db.selectFrom('chaveIdempotencia').selectAll().execute();
    const bytes = pngBytes(400, 400);
    const body = multipartBody('periapical cancelada.png', bytes);

    const aborted = await abortMidBody(server, ana, planoId, body, Math.floor(body.length / 2));
    expect(aborted.answered).toBe(false);
    // The server finishes with the dropped request on its own time: give it a moment, then look.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await planImages(server, ana, planoId)).toEqual([]);
    expect(
      await server.db.selectFrom('planoImagem').where('planoTratamentoId', '=', planoId).execute(),
    ).toEqual([]);
    expect(await storedFiles(server)).toEqual(filesBefore);
    expect(await server.db.selectFrom('chaveIdempotencia').selectAll().execute()).toEqual(keysBefore);

    // The retry the row offers ('Tentar novamente') sends the whole file and it is kept once.
    const retry = await uploadMultipart(server, ana, planoId, { name: 'periapical cancelada.png', bytes });
    expect(retry.status).toBe(201);
    expect((await planImages(server, ana, planoId)).map((imagem) => imagem.nomeArquivoOriginal)).toEqual([
      'periapical cancelada.png',
    ]);
    expect(await storedFiles(server)).toHaveLength(filesBefore.length + 1);
  });
});
