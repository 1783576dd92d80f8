import { describe, expect, it, vi } from 'vitest';
import { uploadErrorMessage } from '../errors/catalogue';
import { type UploadXhr, uploadPlanoImagem } from './upload';

type Reply = { status: number; body: unknown } | 'network-error' | 'timeout';

/** A fake XMLHttpRequest that reports the given progress steps, then replies. */
class FakeXhr implements UploadXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: FormData | undefined;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  ontimeout: UploadXhr['ontimeout'] = null;
  onabort: UploadXhr['onabort'] = null;

  constructor(
    private readonly reply: Reply,
    private readonly steps: [number, number][] = [],
  ) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => {
      for (const [loaded, total] of this.steps) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      if (this.reply === 'network-error') return this.onerror?.(new Event('error') as ProgressEvent);
      if (this.reply === 'timeout') return this.ontimeout?.(new Event('timeout') as ProgressEvent);
      this.status = this.reply.status;
      this.responseText = JSON.stringify(this.reply.body);
      this.onload?.(new Event('load') as ProgressEvent);
    });
  }
}

const input = {
  idPlanoTratamento: 1024,
  cpf: '52998224725',
  file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  fileName: 'periapical-16.png',
  idImagemTipo: 1,
  idUsuario: '12345',
};

const created = { status: 201, body: { success: true, data: { idImagem: 88 } } };
const expired = { status: 401, body: { success: false, data: null, message: 'x', errors: ['x'] } };

describe('uploadPlanoImagem', () => {
  it('should send the multipart form with the query and report progress in percent', async () => {
    FakeXhr.sent = [];
    const progress: number[] = [];
    const result = await uploadPlanoImagem(input, {
      baseUrl: '/api',
      session: { accessToken: () => 'token-1', refresh: async () => true },
      xhrFactory: () =>
        new FakeXhr(created, [
          [1, 4],
          [2, 4],
          [4, 4],
        ]),
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({ ok: true, data: { idImagem: 88 } });
    expect(progress).toEqual([25, 50, 100, 100]);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=1024&cpf=52998224725');
    expect(xhr?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(xhr?.timeout).toBe(15_000);
    expect(xhr?.body?.get('IdImagemTipo')).toBe('1');
    expect(xhr?.body?.get('IdUsuario')).toBe('12345');
    const file = xhr?.body?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('periapical-16.png');
  });

  it('should refresh once and retry on a 401', async () => {
    FakeXhr.sent = [];
    let token = 'velho';
    const refresh = vi.fn(async () => {
      token = 'novo';
      return true;
    });
    const replies = [expired, created];
    const result = await uploadPlanoImagem(input, {
      session: { accessToken: () => token, refresh },
      xhrFactory: () => new FakeXhr(replies.shift() ?? expired),
    });
    expect(result).toEqual({ ok: true, data: { idImagem: 88 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((xhr) => xhr.headers.get('Authorization'))).toEqual([
      'Bearer velho',
      'Bearer novo',
    ]);
  });

  it('should hand the failure to the error catalogue', async () => {
    const tooBig = {
      status: 413,
      body: {
        success: false,
        data: null,
        message: 'm',
        errors: ['Arquivo "periapical-16.png" excede o limite de 2 MB.'],
      },
    };
    const result = await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(tooBig) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(uploadErrorMessage(result.failure, input.fileName)).toBe(
      'Arquivo "periapical-16.png" excede o limite de 2 MB.',
    );
  });

  it.each<Reply>(['network-error', 'timeout'])('should report no response on %s', async (reply) => {
    const result = await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(reply) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.status).toBeUndefined();
    expect(uploadErrorMessage(result.failure, input.fileName)).toBe(
      'Erro ao enviar o arquivo periapical-16.png.',
    );
  });
});
