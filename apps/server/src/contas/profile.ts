import { type Kysely, sql } from 'kysely';
import type { AuthSchema } from '../contract';
import { dentistRecords } from '../dados-do-dentista/export';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import { MSG } from '../plataforma/messages';
import type { SecurityEvents } from '../trilha-de-acesso/security-events';
import type { Dentista } from './schema';

/** The CurrentUser record of openapi/auth.yaml. */
export function currentUser(dentista: Dentista) {
  return {
    id: dentista.id,
    cro: dentista.cro,
    uf: dentista.uf,
    nome: dentista.nome,
    email: dentista.email,
    telefone: dentista.telefone,
    role: dentista.papel,
    clinica: {
      nome: dentista.clinicaNome,
      cnpj: dentista.clinicaCnpj,
      endereco: dentista.clinicaEndereco,
      telefone: dentista.clinicaTelefone,
    },
    notificacoes: notificationPreferences(dentista),
    consentimento: consent(dentista),
  };
}

function notificationPreferences(dentista: Dentista) {
  return { sms: dentista.notificacaoSms, email: dentista.notificacaoEmail, push: dentista.notificacaoPush };
}

function consent(dentista: Dentista) {
  return {
    consentimento: dentista.consentimento,
    atualizadoEm: dentista.consentimentoEm ? dentista.consentimentoEm.toISOString() : null,
  };
}

/** Settings of the signed-in dentist: notification channels and the consent choice. */
export class Profile {
  constructor(
    private readonly db: Kysely<Database>,
    /** Where the export's download is recorded (a security event). */
    private readonly events: SecurityEvents,
  ) {}

  async get(dentistaId: number): Promise<Dentista> {
    const dentista = await this.db
      .selectFrom('dentista')
      .selectAll()
      .where('id', '=', dentistaId)
      .executeTakeFirst();
    if (!dentista) throw new ApiError(401, MSG.sessaoExpirada);
    return dentista;
  }

  async updateNotifications(dentistaId: number, prefs: { sms: boolean; email: boolean; push: boolean }) {
    const dentista = await this.db
      .updateTable('dentista')
      .set({ notificacaoSms: prefs.sms, notificacaoEmail: prefs.email, notificacaoPush: prefs.push })
      .where('id', '=', dentistaId)
      .returningAll()
      .executeTakeFirst();
    if (!dentista) throw new ApiError(401, MSG.sessaoExpirada);
    return notificationPreferences(dentista);
  }

  async updateConsent(dentistaId: number, consentimento: boolean) {
    const dentista = await this.db
      .updateTable('dentista')
      .set({ consentimento, consentimentoEm: sql<Date>`now()` })
      .where('id', '=', dentistaId)
      .returningAll()
      .executeTakeFirst();
    if (!dentista) throw new ApiError(401, MSG.sessaoExpirada);
    return consent(dentista);
  }

  /**
   * Everything held about the dentist (LGPD art. 18), never password hashes or tokens: the account,
   * plans, glosas, financial records, ombudsman messages, fechamento batches, e-mails sent to the
   * dentist and recent sign-ins.
   */
  async exportData(dentistaId: number, ip: string) {
    const dentista = await this.get(dentistaId);
    // The whole account in one file: whoever holds a stolen session would take it, so each download is
    // recorded like a sign-in, with the address it went to.
    await this.events.record({ tipo: 'exportacao_dados', dentistaId, ip });
    const acessos = await this.db
      .selectFrom('refreshToken')
      .select(['criadoEm', 'ipMascarado', 'familia'])
      .where('dentistaId', '=', dentistaId)
      .orderBy('criadoEm', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const firstOfFamily = new Set<string>();
    const ordered = [...acessos].reverse().map((acesso): AuthSchema<'ExportAcesso'> => {
      const tipo = firstOfFamily.has(acesso.familia) ? 'renovacao' : 'login';
      firstOfFamily.add(acesso.familia);
      return { data: acesso.criadoEm.toISOString(), tipo, ip: acesso.ipMascarado };
    });
    return {
      geradoEm: new Date().toISOString(),
      usuario: currentUser(dentista),
      ...(await dentistRecords(this.db, dentistaId)),
      acessos: ordered.reverse(),
    };
  }
}
