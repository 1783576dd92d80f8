import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestDeadlines } from '../src/plataforma/http/timeouts';

/** Sends `chunks` of a body one every `everyMs` (then ends it, unless `stallAfter` chunks were sent). */
function trickle(
  port: number,
  path: string,
  options: { chunks: number; everyMs: number; stallAfter?: number },
): Promise<{ status?: number; body?: string; closed: boolean; ms: number }> {
  const started = Date.now();
  const chunk = Buffer.alloc(1024, 0x61);
  return new Promise((resolve) => {
    const request = http.request({
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': options.chunks * chunk.length,
      },
    });
    let sent = 0;
    const timer = setInterval(() => {
      if (options.stallAfter !== undefined && sent >= options.stallAfter) return;
      request.write(chunk);
      sent += 1;
      if (sent === options.chunks) {
        clearInterval(timer);
        request.end();
      }
    }, options.everyMs);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (data) => {
        body += data;
      });
      response.on('end', () => {
        clearInterval(timer);
        resolve({ status: response.statusCode, body, closed: false, ms: Date.now() - started });
      });
    });
    request.on('error', () => {
      clearInterval(timer);
      resolve({ closed: true, ms: Date.now() - started });
    });
  });
}

describe('request deadlines', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ connectionTimeout: 5_000 });
    // Short figures for the test; the server uses BODY_TIMEOUT and UPLOAD_IDLE_TIMEOUT.
    installRequestDeadlines(app, { bodyMs: 400, uploadIdleMs: 300, connectionMs: 5_000 });
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 1 << 20 },
      (_r, body, done) => done(null, body),
    );
    const received = async (request: { body: unknown }) => ({ bytes: (request.body as Buffer).length });
    app.post('/upload', { config: { streamsBody: true } }, received);
    app.post('/other', received);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should take an upload whose bytes keep moving for longer than any other body may take', async () => {
    const answer = await trickle(port, '/upload', { chunks: 10, everyMs: 100 });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body ?? '')).toEqual({ bytes: 10 * 1024 });
    expect(answer.ms).toBeGreaterThan(400);
  });

  it('should close an upload whose bytes stop for longer than the idle limit', async () => {
    const answer = await trickle(port, '/upload', { chunks: 10, everyMs: 50, stallAfter: 3 });
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('should answer 408 to any other body still arriving after its time', async () => {
    const answer = await trickle(port, '/other', { chunks: 10, everyMs: 100 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body ?? '')).toEqual({
      success: false,
      data: null,
      message: 'A requisição demorou demais para chegar. Tente novamente.',
      errors: ['A requisição demorou demais para chegar. Tente novamente.'],
    });
  });

  it('should take another body that arrives in time', async () => {
    const answer = await trickle(port, '/other', { chunks: 3, everyMs: 50 });
    expect(answer.status).toBe(200);
  });
});
