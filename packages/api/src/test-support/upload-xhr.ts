import type { UploadXhr } from '../upload/upload';

/** The request side of a fake XMLHttpRequest for the upload: subclasses decide how it answers in `send`. */
export abstract class FakeUploadXhr implements UploadXhr {
  method = '';
  url = '';
  headers = new Map<string, string>();
  aborted = false;
  status = 0;
  responseText = '';
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: UploadXhr['onload'] = null;
  onerror: UploadXhr['onerror'] = null;
  ontimeout: UploadXhr['ontimeout'] = null;
  onabort: UploadXhr['onabort'] = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new Event('abort') as ProgressEvent);
  }
  /** Answers with this status and JSON body. */
  answer(reply: { status: number; body: unknown }) {
    this.status = reply.status;
    this.responseText = JSON.stringify(reply.body);
    this.onload?.(new Event('load') as ProgressEvent);
  }
  abstract send(body: FormData): void;
}
