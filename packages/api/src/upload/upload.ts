import type { DentistOperations } from '@odonto/contract';
import type { CallFailure } from '../errors/failure';
import { DEFAULT_BASE_URL } from '../http/base-url';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_RETRIES,
  isRetryableStatus,
  newIdempotencyKey,
} from '../http/idempotency';
import type { SessionAuth } from '../http/session-auth';
import { REQUEST_TIMEOUT_MS } from '../http/timeout';

type UploadOperation = DentistOperations['uploadPlanoTratamentoImagem'];
/** The query of the v2 upload (idPlanoTratamento; the optional cpf of older clients is not sent). */
export type UploadQuery = UploadOperation['parameters']['query'];
/** The 201 answer of the v2 upload. */
export type UploadResponse = UploadOperation['responses'][201]['content']['application/json'];

/** The part of XMLHttpRequest the upload uses, so tests can pass their own. */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

export interface UploadPlanoImagemInput extends Omit<UploadQuery, 'cpf'> {
  /** The file's bytes. */
  file: Blob;
  /** The original file name (becomes nomeArquivoOriginal). */
  fileName: string;
  /** The chosen image type. */
  idImagemTipo: number;
  /** Who sends it (the CRO); informative, the server records the caller. */
  idUsuario?: string;
  /** The performed item the file is the final documentation of (IdProcedimentoItem), if any. */
  idProcedimentoItem?: number;
}

export interface UploadOptions {
  /** Base URL of the Dentist API (default '/api'). */
  baseUrl?: string;
  /** The clients' session: supplies the bearer token and, on a 401, one refresh and one retry. */
  session?: Pick<SessionAuth, 'accessToken' | 'refresh'>;
  /** Creates the request object (default: a new XMLHttpRequest). */
  xhrFactory?: () => UploadXhr;
  /**
   * How long the upload may go without news in milliseconds (default 15 000): each progress event starts
   * the wait again, so a large file on a slow line is not cut while its bytes are moving.
   */
  timeoutMs?: number;
  /** Progress of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  /**
   * Tries again after no answer (network error, time limit) or a 502, 503 or 504, at most this many
   * times (default 2), with the same Idempotency-Key: the server keeps one file however many arrive.
   */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 1 000 ms). */
  retryDelayMs?: number;
  /**
   * Cancels the upload ('Cancelar envio'): the request is aborted, no retry follows, and the result is a
   * failure that {@link isCancelledUpload} recognises. The server keeps nothing of a body cut short.
   */
  signal?: AbortSignal;
}

/** The outcome of one upload: the new image id, or the failure for the error catalogue. */
export type UploadResult = { ok: true; data: UploadResponse['data'] } | { ok: false; failure: CallFailure };

const defaultXhr = (): UploadXhr => new XMLHttpRequest();

const cancelled = (): DOMException => new DOMException('O envio foi cancelado.', 'AbortError');

/** True when the upload ended because its signal was aborted (the person cancelled it), not by a failure. */
export function isCancelledUpload(result: UploadResult): boolean {
  if (result.ok) return false;
  const { error } = result.failure;
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Waits `ms`, or less when the signal aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function isUploadResponse(body: unknown): body is UploadResponse {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return (
    typeof data === 'object' && data !== null && typeof (data as { idImagem?: unknown }).idImagem === 'number'
  );
}

interface Attempt {
  status?: number;
  body?: unknown;
  error?: unknown;
}

function sendOnce(
  input: UploadPlanoImagemInput,
  options: UploadOptions,
  token: string | null,
  idempotencyKey: string,
): Promise<Attempt> {
  const query = new URLSearchParams({ idPlanoTratamento: String(input.idPlanoTratamento) });
  const form = new FormData();
  form.append('IdImagemTipo', String(input.idImagemTipo));
  if (input.idUsuario) form.append('IdUsuario', input.idUsuario);
  if (input.idProcedimentoItem !== undefined) {
    form.append('IdProcedimentoItem', String(input.idProcedimentoItem));
  }
  form.append('file', input.file, input.fileName);

  const { signal } = options;
  if (signal?.aborted) return Promise.resolve({ error: cancelled() });
  const xhr = (options.xhrFactory ?? defaultXhr)();
  const idleMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const onCancel = () => {
      finish({ error: cancelled() });
      xhr.abort();
    };
    // The first outcome counts: an abort after a time limit (or the other way round) changes nothing.
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
      resolve(attempt);
    };
    signal?.addEventListener('abort', onCancel, { once: true });
    // An idle limit, not a total one: started at send, started again by every progress event.
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ error: new DOMException('O envio excedeu o tempo limite.', 'TimeoutError') });
        xhr.abort();
      }, idleMs);
    };
    xhr.open('POST', `${options.baseUrl ?? DEFAULT_BASE_URL}/v2/planoTratamento/imagens/upload?${query}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    xhr.upload.onprogress = (event) => {
      wait();
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => finish({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => finish({ error: new TypeError('Falha de rede ao enviar o arquivo.') });
    xhr.ontimeout = () =>
      finish({ error: new DOMException('O envio excedeu o tempo limite.', 'TimeoutError') });
    xhr.onabort = () => finish({ error: cancelled() });
    wait();
    xhr.send(form);
  });
}

/**
 * Sends one file to a plan (v2 upload, multipart), reporting progress in percent. The call is one user
 * action: one Idempotency-Key for all its tries (after a refresh, after no answer), so one file is kept.
 */
export async function uploadPlanoImagem(
  input: UploadPlanoImagemInput,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const { session } = options;
  const key = newIdempotencyKey();
  const retries = options.retries ?? IDEMPOTENT_RETRIES;
  const delayMs = options.retryDelayMs ?? 1_000;
  const { signal } = options;
  let attempt = await sendOnce(input, options, session?.accessToken() ?? null, key);
  for (let retry = 0; retry < retries && isRetryableStatus(attempt.status) && !signal?.aborted; retry += 1) {
    await pause(delayMs * 2 ** retry, signal);
    attempt = await sendOnce(input, options, session?.accessToken() ?? null, key);
  }
  if (
    attempt.status === 401 &&
    session &&
    session.accessToken() !== null &&
    (await session.refresh()) &&
    !signal?.aborted
  ) {
    attempt = await sendOnce(input, options, session.accessToken(), key);
  }
  const stored = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
  // Cancelled during a retry's wait or a refresh: reported as the cancel it is, not as the failure before it.
  // A file the server already took is reported as taken, cancel or not: it is in the plan.
  if (signal?.aborted && !stored) return { ok: false, failure: { error: cancelled() } };
  if (stored && isUploadResponse(attempt.body)) {
    options.onProgress?.(100);
    return { ok: true, data: attempt.body.data };
  }
  return { ok: false, failure: attempt };
}
