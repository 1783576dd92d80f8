import type { Kysely } from 'kysely';
import type { DentistSchema } from '../contract';
import { MSG_PLANOS } from '../planos/messages';
import { requireOwnedPlan } from '../planos/ownership';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_FATURAMENTO } from './messages';
import type { AtoTable } from './schema';

/** A performed act; `dataRealizacao` (yyyy-MM-dd) is today (UTC) when not sent. */
export type NovoAto = DentistSchema<'NovoAto'>;

function atoRecord(row: {
  id: number;
  planoTratamentoId: number;
  planoTratamentoItemId: number;
  dataRealizacao: AtoTable['dataRealizacao'];
  observacao: string | null;
  usuarioCriacao: string;
  criadoEm: Date;
}) {
  return {
    idAto: row.id,
    idPlanoTratamento: row.planoTratamentoId,
    idProcedimentoItem: row.planoTratamentoItemId,
    dataRealizacao: row.dataRealizacao,
    observacao: row.observacao,
    usuarioCriacao: row.usuarioCriacao,
    dtCriacao: row.criadoEm.toISOString(),
  };
}

/** Performed acts recorded against the items of a plan; only the plan's dentist sees or changes them. */
export class Atos {
  constructor(private readonly db: Kysely<Database>) {}

  private query() {
    return this.db
      .selectFrom('ato')
      .select([
        'id',
        'dentistaId',
        'planoTratamentoId',
        'planoTratamentoItemId',
        'dataRealizacao',
        'observacao',
        'usuarioCriacao',
        'criadoEm',
      ])
      .orderBy('id');
  }

  async list(caller: Caller) {
    const rows = await this.query().where('dentistaId', '=', caller.id).execute();
    return rows.map(atoRecord);
  }

  async listByPlano(caller: Caller, planoId: number) {
    await requireOwnedPlan(this.db, planoId, caller.id, new ApiError(404, MSG_PLANOS.planoNaoEncontrado));
    const rows = await this.query().where('planoTratamentoId', '=', planoId).execute();
    return rows.map(atoRecord);
  }

  async create(caller: Caller, novo: NovoAto, today = new Date()): Promise<number> {
    const invalid = (reason: string) =>
      fieldError(400, 'idProcedimentoItem', reason, MSG_FATURAMENTO.atoDadosInvalidos);
    // Only the caller's items: another dentist's answers as a missing one (404), never as 'of another plan'
    // (400), which would tell its id exists.
    const item = await this.db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .select(['i.id', 'i.planoTratamentoId', 'i.status'])
      .where('i.id', '=', novo.idProcedimentoItem)
      .where('p.dentistaId', '=', caller.id)
      .executeTakeFirst();
    const plan = await requireOwnedPlan(
      this.db,
      novo.idPlanoTratamento,
      caller.id,
      new ApiError(404, MSG_PLANOS.planoNaoEncontrado),
    );
    if (!item) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
    if (item.planoTratamentoId !== plan.id) throw invalid(MSG_FATURAMENTO.atoItemDeOutroPlano);
    if (item.status !== 'Autorizado' && item.status !== 'Realizado') {
      throw invalid(MSG_FATURAMENTO.atoItemNaoAutorizado);
    }
    const { id } = await this.db
      .insertInto('ato')
      .values({
        dentistaId: caller.id,
        planoTratamentoId: plan.id,
        planoTratamentoItemId: item.id,
        dataRealizacao: novo.dataRealizacao ?? today.toISOString().slice(0, 10),
        observacao: novo.observacao?.trim() || null,
        usuarioCriacao: caller.cro,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async delete(caller: Caller, id: number): Promise<void> {
    const ato = await this.db
      .selectFrom('ato')
      .select('id')
      .where('id', '=', id)
      .where('dentistaId', '=', caller.id)
      .executeTakeFirst();
    // Another dentist's act answers as a missing one: act ids cannot be probed.
    if (!ato) throw new ApiError(404, MSG_FATURAMENTO.atoNaoEncontrado);
    await this.db.deleteFrom('ato').where('id', '=', id).execute();
  }
}
