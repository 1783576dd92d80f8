import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadErrorMessage } from '../errors/catalogue';
import { FakeUploadXhr } from '../test-support/upload-xhr';
import { isCancelledUpload, uploadPlanoImagem } from './upload';

/** 'silent': no answer until the test gives one (`answer`). */
type Reply = { status: number; body: unknown } | 'network-error' | 'timeout' | 'silent';

/** A fake XMLHttpRequest that reports the given progress steps, then replies. */
class FakeXhr extends FakeUploadXhr {
  static sent: FakeXhr[] = [];
  body: FormData | undefined;

  constructor(
    private readonly reply: Reply,
    private readonly steps: [number, number][] = [],
  ) {
    super();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = this.reply;
    if (reply === 'silent') return;
    queueMicrotask(() => {
      for (const [loaded, total] of this.steps) this.progress(loaded, total);
      if (reply === 'network-error') return this.onerror?.(new Event('error') as ProgressEvent);
      if (reply === 'timeout') return this.ontimeout?.(new Event('timeout') as ProgressEvent);
      this.answer(reply);
    });
  }
}

const input = {
  idPlanoTratamento: 1024,
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
    // No CPF: the server knows the plan's beneficiary.
    expect(xhr?.url).toBe('/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=1024');
    expect(xhr?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(xhr?.body?.get('IdImagemTipo')).toBe('1');
    expect(xhr?.body?.get('IdUsuario')).toBe('12345');
    const file = xhr?.body?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('periapical-16.png');
    // A plain plan file names no item.
    expect(xhr?.body?.has('IdProcedimentoItem')).toBe(false);
  });

  it('should send a final documentation with its performed item (IdProcedimentoItem)', async () => {
    FakeXhr.sent = [];
    const result = await uploadPlanoImagem(
      { ...input, idProcedimentoItem: 3301 },
      {
        baseUrl: '/api',
        session: { accessToken: () => 'token-1', refresh: async () => true },
        xhrFactory: () => new FakeXhr(created, [[4, 4]]),
      },
    );
    expect(result).toEqual({ ok: true, data: { idImagem: 88 } });
    expect(FakeXhr.sent[0]?.body?.get('IdProcedimentoItem')).toBe('3301');
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
    const result = await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(reply), retries: 0 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.status).toBeUndefined();
    expect(uploadErrorMessage(result.failure, input.fileName)).toBe(
      'Erro ao enviar o arquivo periapical-16.png.',
    );
  });

  describe('idempotency key', () => {
    const keyOf = (xhr: FakeXhr) => xhr.headers.get('Idempotency-Key');

    it('should send the same key again when it retries after no answer or a server error', async () => {
      FakeXhr.sent = [];
      const replies: Reply[] = ['network-error', { status: 503, body: {} }, created];
      const result = await uploadPlanoImagem(input, {
        xhrFactory: () => new FakeXhr(replies.shift() ?? created),
        retryDelayMs: 0,
      });
      expect(result).toEqual({ ok: true, data: { idImagem: 88 } });
      const keys = FakeXhr.sent.map(keyOf);
      expect(keys).toHaveLength(3);
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(keys).size).toBe(1);
    });

    it('should send the same key again after refreshing an expired session', async () => {
      FakeXhr.sent = [];
      const replies: Reply[] = [expired, created];
      await uploadPlanoImagem(input, {
        session: { accessToken: () => 'token', refresh: async () => true },
        xhrFactory: () => new FakeXhr(replies.shift() ?? created),
      });
      const [first, second] = FakeXhr.sent.map(keyOf);
      expect(first).toBeTruthy();
      expect(second).toBe(first);
    });

    it('should not retry a refusal, and use a new key for each upload', async () => {
      FakeXhr.sent = [];
      const refused = { status: 409, body: { success: false, data: null, message: 'x', errors: ['x'] } };
      expect((await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(refused) })).ok).toBe(false);
      expect(FakeXhr.sent).toHaveLength(1);
      await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(created) });
      const [first, second] = FakeXhr.sent.map(keyOf);
      expect(second).not.toBe(first);
    });
  });

  describe('time limit', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('should give up and abort after the limit passes without any news', async () => {
      vi.useFakeTimers();
      const xhr = new FakeXhr('silent');
      const pending = uploadPlanoImagem(input, { xhrFactory: () => xhr, timeoutMs: 15_000, retries: 0 });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(xhr.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(xhr.aborted).toBe(true);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.failure.error).toBeInstanceOf(DOMException);
      expect((result.failure.error as DOMException).name).toBe('TimeoutError');
    });

    it('should wait again after each progress event, so a slow upload whose bytes move is not cut', async () => {
      vi.useFakeTimers();
      const xhr = new FakeXhr('silent');
      const pending = uploadPlanoImagem(input, { xhrFactory: () => xhr, timeoutMs: 15_000, retries: 0 });
      // 40 s in all, never 15 s without news.
      for (let step = 1; step <= 4; step++) {
        await vi.advanceTimersByTimeAsync(10_000);
        xhr.progress(step, 4);
      }
      xhr.answer(created);
      expect(await pending).toEqual({ ok: true, data: { idImagem: 88 } });
      expect(xhr.aborted).toBe(false);
    });
  });

  describe('cancel (AbortSignal)', () => {
    it('should abort the request in progress and report a cancel, without retrying', async () => {
      FakeXhr.sent = [];
      const controller = new AbortController();
      const xhr = new FakeXhr('silent');
      const pending = uploadPlanoImagem(input, { xhrFactory: () => xhr, signal: controller.signal });
      xhr.progress(1, 4);
      controller.abort();
      const result = await pending;
      expect(xhr.aborted).toBe(true);
      expect(isCancelledUpload(result)).toBe(true);
      expect(FakeXhr.sent).toHaveLength(1);
    });

    it('should leave another upload running when one is cancelled', async () => {
      const cancelledOne = new AbortController();
      const first = new FakeXhr('silent');
      const second = new FakeXhr('silent');
      const firstPending = uploadPlanoImagem(input, { xhrFactory: () => first, signal: cancelledOne.signal });
      const secondPending = uploadPlanoImagem(input, {
        xhrFactory: () => second,
        signal: new AbortController().signal,
      });
      cancelledOne.abort();
      expect(isCancelledUpload(await firstPending)).toBe(true);
      expect(second.aborted).toBe(false);
      second.answer(created);
      expect(await secondPending).toEqual({ ok: true, data: { idImagem: 88 } });
    });

    it('should send nothing when the signal is already aborted', async () => {
      FakeXhr.sent = [];
      const result = await uploadPlanoImagem(input, {
        xhrFactory: () => new FakeXhr(created),
        signal: AbortSignal.abort(),
      });
      expect(isCancelledUpload(result)).toBe(true);
      expect(FakeXhr.sent).toEqual([]);
    });

    it('should stop waiting for a retry when cancelled during the wait', async () => {
      FakeXhr.sent = [];
      const controller = new AbortController();
      const pending = uploadPlanoImagem(input, {
        xhrFactory: () => new FakeXhr('network-error'),
        retryDelayMs: 60_000,
        signal: controller.signal,
      });
      await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      controller.abort();
      expect(isCancelledUpload(await pending)).toBe(true);
      expect(FakeXhr.sent).toHaveLength(1);
    });

    it('should not call a failure a cancel', async () => {
      const refused = { status: 413, body: { success: false, data: null, message: 'x', errors: ['x'] } };
      const result = await uploadPlanoImagem(input, { xhrFactory: () => new FakeXhr(refused) });
      expect(result.ok).toBe(false);
      expect(isCancelledUpload(result)).toBe(false);
    });
  });
});
