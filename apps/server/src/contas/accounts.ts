import { PASSWORD_MIN_LENGTH } from '@odonto/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { HashAdmission, HashRequester } from '../autenticacao/hash-admission';
import { hashPassword, needsRehash, TIMING_DUMMY_HASH, verifyPassword } from '../autenticacao/password';
import type { Database } from '../plataforma/banco/schema';
import type { Mailer, MailMessage } from '../plataforma/email/mailer';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Papel } from '../plataforma/identidade';
import { maskEmail } from '../plataforma/masking';
import { MSG } from '../plataforma/messages';
import type { AuditLimits } from '../trilha-de-acesso/config';
import type { LoginAlarm } from '../trilha-de-acesso/login-alarm';
import type { LoginThrottle } from '../trilha-de-acesso/login-throttle';
import { MSG_AUDITORIA } from '../trilha-de-acesso/messages';
import { RetryLater } from '../trilha-de-acesso/retry-later';
import type { SecurityEvents } from '../trilha-de-acesso/security-events';
import { isCommonPassword } from './common-passwords';
import { consumeEmailToken, findValidEmailToken, issueEmailToken, recentEmailTokens } from './email-tokens';
import {
  firstAccessMessage,
  type PasswordChange,
  passwordChangedMessage,
  resetPasswordMessage,
} from './emails';
import type { SignInClient } from './known-device';
import { MSG_CONTAS } from './messages';
import { isBlockedPassword, type PasswordOwner } from './password-blocklist';
import type { Dentista, EmailTokenFinalidade, Uf } from './schema';
import { endSessions, type Sessions, type TokenPair } from './sessions';

/** openapi/auth.yaml NovaSenha `x-min-length`: the one declaration the portal's forms read too. */
const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export interface AccountsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  sessions: Sessions;
  publicUrl: string;
  /** Failed sign-ins per (CRO, client), shared by every server through the database. */
  throttle: LoginThrottle;
  /** The CRO-wide alarm when many clients fail on one CRO. */
  alarm: LoginAlarm;
  /** Admission control of the password derivations (this server's cores). */
  hashing: HashAdmission;
  /** Sign-ins, password changes and resets, logouts. */
  events: SecurityEvents;
  /** Cooldown of the e-mailed links per dentist. */
  emailLimits: Pick<AuditLimits, 'emailIntervalMs' | 'emailsPerHour'>;
  /** Where a notification e-mail that could not be sent, or a link not sent again, is reported. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The operator's name (OPERADORA_NOME): its words are refused in new passwords. */
  nomeOperadora: string;
}

/** A caller that is not signing in (a reset, a change): its address, and no device to vouch for it. */
const byAddress = (ip: string): HashRequester => ({ address: ip, knownDevice: false });

export type { TokenPair } from './sessions';

function normalizeCro(document: string): string {
  return document.trim();
}

/**
 * What the sign-in throttle counts against: the CRO number with its UF when known (the account's, or the one
 * typed), so failures against CRO-RJ 12345 never slow CRO-SP 12345. A number without a UF that matches no
 * account is counted under the number alone, which answers alike and tells nothing.
 */
export function identidadeDoLogin(cro: string, uf: Uf | undefined): string {
  return uf === undefined ? cro : `${cro}/${uf}`;
}

/** A new password past the form's checks must not be one of the common ones (contas/common-passwords.ts). */
function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw fieldError(400, field, MSG_AUDITORIA.senhaComum);
}

/**
 * Nor made of the pt-BR blocklist's words, the operator's name or the account's own name and CRO
 * (contas/password-blocklist.ts); the same message as a common password, since it is one here.
 */
function refuseBlockedPassword(password: string, field: string, owner: PasswordOwner) {
  if (isBlockedPassword(password, owner)) throw fieldError(400, field, MSG_AUDITORIA.senhaComum);
}

/** The first of two required fields left empty, named for `invalid-params`. */
const emptyOf = (fields: Record<string, string>): string | undefined =>
  Object.keys(fields).find((name) => fields[name] === '');

/** Dentist accounts: login, sessions, passwords set and reset through e-mailed links. */
export class Accounts {
  constructor(private readonly deps: AccountsDeps) {}

  /**
   * The account of a CRO number in a UF. Each state's council numbers its own dentists, so one number may
   * belong to two people (CRO-SP 12345 and CRO-RJ 12345): without a UF, a number held in more than one UF
   * answers 400 naming `uf`, which the sign-in and e-mail forms then ask for. A number held in one UF needs
   * none, which is every dentist's case today.
   */
  private async findAccount(document: string, uf: Uf | undefined): Promise<Dentista | undefined> {
    let query = this.deps.db.selectFrom('dentista').selectAll().where('cro', '=', normalizeCro(document));
    if (uf !== undefined) query = query.where('uf', '=', uf);
    const rows = await query.orderBy('id').limit(2).execute();
    if (rows.length > 1) throw fieldError(400, 'uf', MSG_CONTAS.informeUf);
    return rows[0];
  }

  async findById(id: number): Promise<Dentista | undefined> {
    return this.deps.db.selectFrom('dentista').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Signs in. A client still waiting after its own failures on this CRO (a known device of it, or else the
   * address) is refused before the password is looked at, so the answer (429, seconds) is the same whether
   * the password was right; unknown CROs are counted alike. Other clients' failures never slow it.
   */
  async login(
    document: string,
    password: string,
    ip: string,
    origin: Papel = 'Dentista',
    client: SignInClient = { key: `ip:${ip}`, deviceId: null, address: ip },
    uf?: Uf,
  ) {
    const cro = normalizeCro(document);
    const dentista = await this.findAccount(cro, uf);
    const dentistaId = dentista?.id ?? null;
    // Failures count against the (CRO, UF) the attempt names: CRO-RJ 12345's never slow CRO-SP 12345's.
    const identidade = identidadeDoLogin(cro, dentista?.uf ?? uf);
    const wait = await this.deps.throttle.waitSeconds(identidade, client.key);
    if (wait !== null) {
      await this.deps.events.record({ tipo: 'login_bloqueado', dentistaId, cro, ip });
      const seconds = Math.max(1, Math.ceil(wait));
      throw new RetryLater(MSG_AUDITORIA.croAguarde(seconds), seconds);
    }
    if (dentista?.senhaHash === null) throw new ApiError(403, MSG_CONTAS.primeiroAcessoPendente);
    const requester = { address: ip, knownDevice: client.deviceId !== null };
    // An unknown CRO is checked against a dummy hash: the answer takes as long as for a known one.
    const stored = dentista?.senhaHash ?? TIMING_DUMMY_HASH;
    const right = await this.deps.hashing.run(requester, () => verifyPassword(password, stored));
    if (!dentista?.senhaHash || !right) return this.loginFailed(identidade, cro, dentistaId, client);
    // Only after the password: a wrong one answers the same 401 whatever the account's role.
    if (dentista.papel !== origin) throw new ApiError(403, MSG_CONTAS.outroPapel(dentista.papel));
    if (needsRehash(dentista.senhaHash)) {
      await this.upgradeHash(dentista.id, dentista.senhaHash, password, requester);
    }
    await this.deps.throttle.succeeded(identidade, client.key);
    const tokens = await this.deps.sessions.start(dentista, ip);
    await this.deps.events.record({ tipo: 'login_sucesso', dentistaId: dentista.id, cro, ip });
    return { ...tokens, cro: dentista.cro, nome: dentista.nome };
  }

  /** `identidade` is what the throttle and the alarm count against (CRO with UF); `cro` is recorded as typed. */
  private async loginFailed(
    identidade: string,
    cro: string,
    dentistaId: number | null,
    client: SignInClient,
  ): Promise<never> {
    const ip = client.address;
    await this.deps.throttle.fail(identidade, client.key);
    this.deps.hashing.noteFailure(ip);
    await this.deps.events.record({ tipo: 'login_falha', dentistaId, cro, ip });
    await this.deps.alarm.afterFailure({ cro, dentistaId, ip }, identidade);
    throw new ApiError(401, MSG_CONTAS.credenciaisInvalidas);
  }

  /**
   * Rehashes a password stored with weaker parameters, now that the sign-in gave it in clear. Only if the row
   * still holds the hash just checked: a password changed meanwhile is not overwritten.
   */
  private async upgradeHash(dentistaId: number, checked: string, password: string, requester: HashRequester) {
    const senhaHash = await this.deps.hashing.run(requester, () => hashPassword(password));
    await this.deps.db
      .updateTable('dentista')
      .set({ senhaHash })
      .where('id', '=', dentistaId)
      .where('senhaHash', '=', checked)
      .execute();
  }

  /** Rotates a refresh token (see {@link Sessions.refresh}). */
  refresh(refreshToken: string, ip: string): Promise<TokenPair> {
    return this.deps.sessions.refresh(refreshToken, ip);
  }

  /** Ends the caller's session: its refresh tokens and access tokens are refused from now on. */
  async logout(session: string | undefined, dentistaId: number, ip: string): Promise<void> {
    if (session === undefined) throw new ApiError(401, MSG.sessaoExpirada);
    await this.deps.sessions.end({ id: session }, 'logout');
    await this.deps.events.record({ tipo: 'logout', dentistaId, ip });
  }

  /**
   * Whether another link of this purpose may be e-mailed to the dentist: not while one sent less than
   * `emailIntervalMs` ago is still usable, and at most `emailsPerHour`. The answer to the request stays the
   * same either way (it says no more than before about the CRO); only the e-mail is not sent again.
   */
  private async mayEmailLink(dentista: Dentista, finalidade: EmailTokenFinalidade): Promise<boolean> {
    const { emailIntervalMs, emailsPerHour } = this.deps.emailLimits;
    const recent = await recentEmailTokens(this.deps.db, dentista.id, finalidade, emailIntervalMs);
    const may = recent.liveRecent === 0 && recent.lastHour < emailsPerHour;
    if (!may) {
      this.deps.log?.info(
        { dentistaId: dentista.id, finalidade },
        'link não reenviado (intervalo entre e-mails)',
      );
    }
    return may;
  }

  async requestFirstAccess(document: string, uf?: Uf): Promise<string> {
    const dentista = await this.findAccount(document, uf);
    if (!dentista) throw new ApiError(404, MSG_CONTAS.croNaoEncontrado);
    if (dentista.senhaHash !== null) throw new ApiError(409, MSG_CONTAS.primeiroAcessoJaRealizado);
    if (await this.mayEmailLink(dentista, 'primeiro_acesso')) {
      const token = await issueEmailToken(this.deps.db, dentista.id, 'primeiro_acesso');
      const link = `${this.deps.publicUrl}/register-from-email?token=${encodeURIComponent(token)}`;
      await this.deps.mailer.send(firstAccessMessage(dentista.email, dentista.nome, link), dentista.id);
    }
    return MSG_CONTAS.primeiroAcessoEnviado(maskEmail(dentista.email));
  }

  async requestPasswordReset(document: string, uf?: Uf): Promise<string> {
    const dentista = await this.findAccount(document, uf);
    if (!dentista) throw new ApiError(404, MSG_CONTAS.croNaoEncontrado);
    if (dentista.senhaHash === null) throw new ApiError(409, MSG_CONTAS.primeiroAcessoPendente);
    if (await this.mayEmailLink(dentista, 'redefinicao')) {
      const token = await issueEmailToken(this.deps.db, dentista.id, 'redefinicao');
      const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.deps.mailer.send(resetPasswordMessage(dentista.email, dentista.nome, link), dentista.id);
    }
    return MSG_CONTAS.redefinicaoEnviada(maskEmail(dentista.email));
  }

  /** Sets the first password from the first-access link (messages of docs/product-rules.md#validation-rules). */
  async registerFromEmail(
    token: string,
    password: string,
    confirmPassword: string,
    ip: string,
  ): Promise<void> {
    const found = await findValidEmailToken(this.deps.db, token, 'primeiro_acesso');
    if (!found) throw fieldError(400, 'token', MSG_CONTAS.linkInvalido);
    const empty = emptyOf({ password, confirmPassword });
    if (empty) throw fieldError(400, empty, MSG_CONTAS.preenchaTodos);
    if (password.length < MIN_PASSWORD_LENGTH)
      throw fieldError(400, 'password', MSG_CONTAS.senhaCurtaCadastro);
    if (password !== confirmPassword) throw fieldError(400, 'confirmPassword', MSG_CONTAS.senhasNaoCoincidem);
    refuseCommonPassword(password, 'password');
    await this.refuseOwnWords(found.dentistaId, password, 'password');
    await this.setPasswordWithToken(found.id, found.dentistaId, password, 'primeiro_acesso', ip);
  }

  /** Sets a new password from the reset link; every open session of the dentist ends. */
  async resetPassword(
    token: string,
    password: string,
    confirmPassword: string,
    ip: string,
    /** The body's name of the new password (the description accepts `password` or `newPassword`). */
    passwordField: 'password' | 'newPassword' = 'password',
  ): Promise<void> {
    const found = await findValidEmailToken(this.deps.db, token, 'redefinicao');
    if (!found) throw fieldError(400, 'token', MSG_CONTAS.linkInvalido);
    const empty = emptyOf({ [passwordField]: password, confirmPassword });
    if (empty) throw fieldError(400, empty, MSG_CONTAS.preenchaDoisCampos);
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw fieldError(400, passwordField, MSG_CONTAS.senhaCurtaRedefinicao);
    }
    if (password !== confirmPassword) throw fieldError(400, 'confirmPassword', MSG_CONTAS.senhasNaoCoincidem);
    refuseCommonPassword(password, passwordField);
    await this.refuseOwnWords(found.dentistaId, password, passwordField);
    await this.setPasswordWithToken(found.id, found.dentistaId, password, 'redefinicao', ip);
  }

  /** Refuses a new password made of the blocklist's words or the account's own name and CRO. */
  private async refuseOwnWords(dentistaId: number, password: string, field: string) {
    const dentista = await this.findById(dentistaId);
    if (!dentista) throw fieldError(400, 'token', MSG_CONTAS.linkInvalido);
    refuseBlockedPassword(password, field, this.ownerOf(dentista));
  }

  private ownerOf(dentista: Dentista): PasswordOwner {
    return { nome: dentista.nome, cro: dentista.cro, nomeOperadora: this.deps.nomeOperadora };
  }

  private async setPasswordWithToken(
    tokenId: number,
    dentistaId: number,
    password: string,
    finalidade: EmailTokenFinalidade,
    ip: string,
  ) {
    const senhaHash = await this.deps.hashing.run(byAddress(ip), () => hashPassword(password));
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      // Single use: only the request that marks the token used may change the password.
      if (!(await consumeEmailToken(trx, tokenId, dentistaId, finalidade))) {
        throw fieldError(400, 'token', MSG_CONTAS.linkInvalido);
      }
      const update = trx.updateTable('dentista').set({ senhaHash }).where('id', '=', dentistaId);
      const changed = await (finalidade === 'primeiro_acesso'
        ? update.where('senhaHash', 'is', null)
        : update
      )
        .returning('id')
        .executeTakeFirst();
      if (!changed) throw fieldError(400, 'token', MSG_CONTAS.linkInvalido);
      return endSessions(trx, { dentistaId }, 'redefinicao_senha');
    });
    this.deps.sessions.remember(ended);
    const dentista = await this.findById(dentistaId);
    // Whoever reads the dentist's e-mail may sign in again at once: every client's failures are forgotten.
    if (dentista) await this.deps.throttle.clear(identidadeDoLogin(dentista.cro, dentista.uf));
    const tipo = finalidade === 'redefinicao' ? 'redefinicao_senha' : 'senha_definida';
    await this.deps.events.record({ tipo, dentistaId, cro: dentista?.cro ?? null, ip });
    if (finalidade === 'redefinicao') await this.notifyPasswordChange(dentistaId, 'redefinida');
  }

  /**
   * Changes the password when the current one is right. The session that asked (`session`, the access token's
   * `sid`) goes on, since the dentist just proved the password; every other session of the dentist ends.
   */
  async changePassword(
    dentistaId: number,
    session: string | undefined,
    current: string,
    next: string,
    confirm: string,
    ip: string,
  ): Promise<void> {
    if (current === '') throw fieldError(400, 'currentPassword', MSG_CONTAS.senhaAtualObrigatoria);
    if (next === '') throw fieldError(400, 'newPassword', MSG_CONTAS.novaSenhaObrigatoria);
    if (next.length < MIN_PASSWORD_LENGTH) throw fieldError(400, 'newPassword', MSG_CONTAS.minimoOito);
    if (next !== confirm) {
      throw fieldError(400, 'confirmPassword', MSG_CONTAS.senhasNaoCoincidemConfiguracoes);
    }
    refuseCommonPassword(next, 'newPassword');
    const dentista = await this.findById(dentistaId);
    if (!dentista || dentista.senhaHash === null) throw new ApiError(401, MSG.sessaoExpirada);
    refuseBlockedPassword(next, 'newPassword', this.ownerOf(dentista));
    const { senhaHash: stored } = dentista;
    const hashing = this.deps.hashing;
    if (!(await hashing.run(byAddress(ip), () => verifyPassword(current, stored))))
      throw fieldError(400, 'currentPassword', MSG_CONTAS.senhaAtualIncorreta);
    const senhaHash = await hashing.run(byAddress(ip), () => hashPassword(next));
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('dentista').set({ senhaHash }).where('id', '=', dentistaId).execute();
      return endSessions(trx, { dentistaId, except: session }, 'troca_senha');
    });
    this.deps.sessions.remember(ended);
    await this.deps.events.record({ tipo: 'troca_senha', dentistaId, cro: dentista.cro, ip });
    await this.notifyPasswordChange(dentistaId, 'alterada');
  }

  private async notifyPasswordChange(dentistaId: number, change: PasswordChange) {
    const dentista = await this.findById(dentistaId);
    if (!dentista) return;
    const link = `${this.deps.publicUrl}/forgot-password`;
    await this.send(passwordChangedMessage(dentista.email, dentista.nome, change, link), dentista.id);
  }

  /** A notification that fails to go out is logged: the change it reports is already done. */
  private async send(message: MailMessage, dentistaId: number) {
    try {
      await this.deps.mailer.send(message, dentistaId);
    } catch (error) {
      this.deps.log?.warn({ err: error }, `e-mail não enviado: ${message.subject}`);
    }
  }
}
