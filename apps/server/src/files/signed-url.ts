import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link stays valid. */
export const SIGNED_URL_SECONDS = 15 * 60;

/** The path of a plan file, signed with HMAC-SHA256 so that an `<img>` can load it without a bearer. */
export class FileUrlSigner {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    // A key of its own, derived from the server secret, so a file link can never pass for a token.
    this.key = createHmac('sha256', serverSecret).update('portal-do-dentista/arquivos-de-planos').digest();
  }

  private signature(idImagem: number, expira: number): string {
    return createHmac('sha256', this.key).update(`${idImagem}.${expira}`).digest('base64url');
  }

  /** `/api/v2/planoTratamento/imagens/{id}/arquivo?expira=...&assinatura=...`, valid for 15 minutes. */
  url(idImagem: number, now = new Date()): string {
    const expira = Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS;
    return `/api/v2/planoTratamento/imagens/${idImagem}/arquivo?expira=${expira}&assinatura=${this.signature(idImagem, expira)}`;
  }

  /** Seconds the link has left, or null when it is expired or its signature does not match. */
  secondsLeft(idImagem: number, expira: number, assinatura: string, now = new Date()): number | null {
    const expected = Buffer.from(this.signature(idImagem, expira));
    const given = Buffer.from(assinatura);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const left = expira - Math.floor(now.getTime() / 1000);
    return left > 0 ? left : null;
  }
}
