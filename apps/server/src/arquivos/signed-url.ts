import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link stays valid. */
export const SIGNED_URL_SECONDS = 15 * 60;

/**
 * The path of a plan file, signed with HMAC-SHA256 so that an `<img>` can load it without a bearer. The
 * link names the session it was made for (`sessao`, signed with it): it dies with that session.
 */
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    // A key of its own, derived from the server secret, so a file link can never pass for a token.
    this.key = createHmac('sha256', serverSecret).update('portal-do-dentista/arquivos-de-planos').digest();
  }

  private signature(idImagem: number, expira: number, sessao: string): string {
    return createHmac('sha256', this.key).update(`${idImagem}.${expira}.${sessao}`).digest('base64url');
  }

  /** `/api/v2/planoTratamento/imagens/{id}/arquivo?expira=...&sessao=...&assinatura=...`, for 15 minutes. */
  url(idImagem: number, sessao: string, now = new Date()): string {
    const expira = Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS;
    const query = new URLSearchParams({
      expira: String(expira),
      sessao,
      assinatura: this.signature(idImagem, expira, sessao),
    });
    return `/api/v2/planoTratamento/imagens/${idImagem}/arquivo?${query}`;
  }

  /** Whether the link is unexpired and its signature matches (its session is the caller's to check). */
  isValid(idImagem: number, expira: number, sessao: string, assinatura: string, now = new Date()): boolean {
    const expected = Buffer.from(this.signature(idImagem, expira, sessao));
    const given = Buffer.from(assinatura);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return expira > Math.floor(now.getTime() / 1000);
  }
}
