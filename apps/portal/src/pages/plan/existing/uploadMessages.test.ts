import { describe, expect, it } from 'vitest';
import { UPLOAD_SUCCESS, uploadMessages } from './uploadMessages';

describe('uploadMessages', () => {
  it('should say every file was sent when none failed', () => {
    expect(uploadMessages([{ fileName: 'a.png', ok: true }])).toEqual([
      { status: 'success', text: UPLOAD_SUCCESS },
    ]);
  });

  it('should list only the failures when nothing was sent', () => {
    expect(uploadMessages([{ fileName: 'rx.png', ok: false, failure: { status: 503 } }])).toEqual([
      { status: 'error', text: 'Erro ao enviar o arquivo rx.png.' },
    ]);
  });

  it('should list both outcomes on a partial success', () => {
    expect(
      uploadMessages([
        { fileName: 'a.png', ok: true },
        { fileName: 'b.pdf', ok: true },
        { fileName: 'c.png', ok: false, failure: { status: 401 } },
      ]),
    ).toEqual([
      { status: 'success', text: 'Arquivo(s) enviado(s) com sucesso: a.png, b.pdf.' },
      { status: 'error', text: 'Sua sessão expirou. Por favor, faça login novamente.' },
    ]);
  });
});
