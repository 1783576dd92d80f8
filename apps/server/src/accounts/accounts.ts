import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type AccessClaims, signAccessToken } from '../auth/access-token';
import { hashOpaqueToken, newOpaqueToken } from '../auth/opaque-token';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database, Dentista } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { firstAccessMessage, resetPasswordMessage } from '../mail/templates';
import { maskEmail } from '../masking';
import { MSG } from '../messages';
import { consumeEmailToken, findValidEmailToken, issueEmailToken } from './email-tokens';

const REFRESH_TOKEN_DAYS = 30;
const MIN_PASSWORD_LENGTH = 8;
// Checked when the CRO is unknown so that the answer takes as long as for a known one.
const DUMMY_HASH = `scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(86)}`;

export interface AccountsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  publicUrl: string;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function normalizeCro(document: string): string {
  return document.trim();
}

/** Dentist accounts: login, sessions, passwords set and reset through e-mailed links. */
export class Accounts {
  constructor(private readonly deps: AccountsDeps) {}

  private findByCro(cro: string) {
    return this.deps.db
      .selectFrom('dentista')
      .selectAll()
      .where('cro', '=', normalizeCro(cro))
      .executeTakeFirst();
  }

  async findById(id: number): Promise<Dentista | undefined> {
    return this.deps.db.selectFrom('dentista').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async login(document: string, password: string, ip: string) {
    const dentista = await this.findByCro(document);
    if (!dentista) {
      await verifyPassword(password, DUMMY_HASH);
      throw new ApiError(401, MSG.credenciaisInvalidas);
    }
    if (dentista.senhaHash === null) throw new ApiError(403, MSG.primeiroAcessoPendente);
    if (!(await verifyPassword(password, dentista.senhaHash))) {
      throw new ApiError(401, MSG.credenciaisInvalidas);
    }
    const tokens = await this.issueTokens(dentista, randomUUID(), ip);
    return { ...tokens, cro: dentista.cro, nome: dentista.nome };
  }

  private async issueTokens(dentista: Dentista, familia: string, ip: string): Promise<TokenPair> {
    const claims: AccessClaims = {
      sub: String(dentista.id),
      cro: dentista.cro,
      nome: dentista.nome,
      role: 'Dentista',
      sid: familia,
    };
    const accessToken = await signAccessToken(claims, this.deps.jwtSecret);
    const refresh = newOpaqueToken();
    await this.deps.db
      .insertInto('refreshToken')
      .values({
        dentistaId: dentista.id,
        familia,
        tokenHash: refresh.hash,
        expiraEm: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
        ipMascarado: maskIp(ip),
      })
      .execute();
    return { accessToken, refreshToken: refresh.token };
  }

  /**
   * Rotates a refresh token. Presenting one that was already used means it leaked (or the client
   * raced itself): the whole family is revoked and the holder must sign in again.
   */
  async refresh(refreshToken: string, ip: string): Promise<TokenPair> {
    const hash = hashOpaqueToken(refreshToken);
    const stored = await this.deps.db
      .selectFrom('refreshToken')
      .selectAll()
      .where('tokenHash', '=', hash)
      .executeTakeFirst();
    if (!stored || stored.revogadoEm !== null) throw new ApiError(401, MSG.sessaoExpirada);
    const claimed = await this.deps.db
      .updateTable('refreshToken')
      .set({ usadoEm: sql<Date>`now()` })
      .where('id', '=', stored.id)
      .where('usadoEm', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      await this.revokeFamily(stored.familia);
      throw new ApiError(401, MSG.sessaoExpirada);
    }
    if (stored.expiraEm.getTime() <= Date.now()) throw new ApiError(401, MSG.sessaoExpirada);
    const dentista = await this.findById(stored.dentistaId);
    if (!dentista || dentista.senhaHash === null) throw new ApiError(401, MSG.sessaoExpirada);
    return this.issueTokens(dentista, stored.familia, ip);
  }

  private async revokeFamily(familia: string) {
    await this.deps.db
      .updateTable('refreshToken')
      .set({ revogadoEm: sql<Date>`now()` })
      .where('familia', '=', familia)
      .where('revogadoEm', 'is', null)
      .execute();
  }

  async requestFirstAccess(document: string): Promise<string> {
    const dentista = await this.findByCro(document);
    if (!dentista) throw new ApiError(404, MSG.croNaoEncontrado);
    if (dentista.senhaHash !== null) throw new ApiError(409, MSG.primeiroAcessoJaRealizado);
    const token = await issueEmailToken(this.deps.db, dentista.id, 'primeiro_acesso');
    const link = `${this.deps.publicUrl}/register-from-email?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(firstAccessMessage(dentista.email, dentista.nome, link));
    return MSG.primeiroAcessoEnviado(maskEmail(dentista.email));
  }

  async requestPasswordReset(document: string): Promise<string> {
    const dentista = await this.findByCro(document);
    if (!dentista) throw new ApiError(404, MSG.croNaoEncontrado);
    if (dentista.senhaHash === null) throw new ApiError(409, MSG.primeiroAcessoPendente);
    const token = await issueEmailToken(this.deps.db, dentista.id, 'redefinicao');
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send(resetPasswordMessage(dentista.email, dentista.nome, link));
    return MSG.redefinicaoEnviada(maskEmail(dentista.email));
  }

  /** Sets the first password from the first-access link (messages of portal-spec.md §5). */
  async registerFromEmail(token: string, password: string, confirmPassword: string): Promise<void> {
    const found = await findValidEmailToken(this.deps.db, token, 'primeiro_acesso');
    if (!found) throw new ApiError(400, MSG.linkInvalido);
    if (password === '' || confirmPassword === '') throw new ApiError(400, MSG.preenchaTodos);
    if (password.length < MIN_PASSWORD_LENGTH) throw new ApiError(400, MSG.senhaCurtaCadastro);
    if (password !== confirmPassword) throw new ApiError(400, MSG.senhasNaoCoincidem);
    await this.setPasswordWithToken(found.id, found.dentistaId, password, 'primeiro_acesso');
  }

  /** Sets a new password from the reset link; every open session of the dentist ends. */
  async resetPassword(token: string, password: string, confirmPassword: string): Promise<void> {
    const found = await findValidEmailToken(this.deps.db, token, 'redefinicao');
    if (!found) throw new ApiError(400, MSG.linkInvalido);
    if (password === '' || confirmPassword === '') throw new ApiError(400, MSG.preenchaDoisCampos);
    if (password.length < MIN_PASSWORD_LENGTH) throw new ApiError(400, MSG.senhaCurtaRedefinicao);
    if (password !== confirmPassword) throw new ApiError(400, MSG.senhasNaoCoincidem);
    await this.setPasswordWithToken(found.id, found.dentistaId, password, 'redefinicao');
  }

  private async setPasswordWithToken(
    tokenId: number,
    dentistaId: number,
    password: string,
    finalidade: 'primeiro_acesso' | 'redefinicao',
  ) {
    const senhaHash = await hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      // Single use: only the request that marks the token used may change the password.
      if (!(await consumeEmailToken(trx, tokenId, dentistaId, finalidade))) {
        throw new ApiError(400, MSG.linkInvalido);
      }
      const update = trx.updateTable('dentista').set({ senhaHash }).where('id', '=', dentistaId);
      const changed = await (finalidade === 'primeiro_acesso'
        ? update.where('senhaHash', 'is', null)
        : update
      )
        .returning('id')
        .executeTakeFirst();
      if (!changed) throw new ApiError(400, MSG.linkInvalido);
      await trx
        .updateTable('refreshToken')
        .set({ revogadoEm: sql<Date>`now()` })
        .where('dentistaId', '=', dentistaId)
        .where('revogadoEm', 'is', null)
        .execute();
    });
  }

  /**
   * Changes the password when the current one is right; every other session of the dentist ends (its
   * refresh-token family is revoked), the one that asked (`session`, the access token's `sid`) goes on.
   */
  async changePassword(
    dentistaId: number,
    session: string | undefined,
    current: string,
    next: string,
    confirm: string,
  ): Promise<void> {
    if (current === '') throw new ApiError(400, MSG.senhaAtualObrigatoria);
    if (next === '') throw new ApiError(400, MSG.novaSenhaObrigatoria);
    if (next.length < MIN_PASSWORD_LENGTH) throw new ApiError(400, MSG.minimoOito);
    if (next !== confirm) throw new ApiError(400, MSG.senhasNaoCoincidemConfiguracoes);
    const dentista = await this.findById(dentistaId);
    if (!dentista || dentista.senhaHash === null) throw new ApiError(401, MSG.sessaoExpirada);
    if (!(await verifyPassword(current, dentista.senhaHash)))
      throw new ApiError(400, MSG.senhaAtualIncorreta);
    const senhaHash = await hashPassword(next);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('dentista').set({ senhaHash }).where('id', '=', dentistaId).execute();
      let others = trx
        .updateTable('refreshToken')
        .set({ revogadoEm: sql<Date>`now()` })
        .where('dentistaId', '=', dentistaId)
        .where('revogadoEm', 'is', null);
      if (session !== undefined) others = others.where('familia', '!=', session);
      await others.execute();
    });
  }
}

/** Keeps the network part of an address: 203.0.113.x, 2001:db8:1:*. */
export function maskIp(ip: string): string {
  if (ip.includes('.')) {
    const parts = ip.replace(/^::ffff:/, '').split('.');
    return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : 'x';
  }
  const groups = ip.split(':').filter((group) => group !== '');
  return groups.length > 0 ? `${groups.slice(0, 3).join(':')}:*` : 'x';
}
