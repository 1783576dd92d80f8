import { type Kysely, sql } from 'kysely';
import { PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import { diaBrasileiro, diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { DentistSchema } from '../contract';
import { percentualDeCoparticipacao, valoresEmCentavos } from '../faturamento/valores/precos';
import { cartaoVencido } from '../mesa-de-autorizacao/elegibilidade';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { InTransaction } from '../plataforma/http/idempotency';
import type { Caller } from '../plataforma/identidade';
import type { PlanoDefaults } from './config';
import { itensDoPlano } from './itens';
import { listaDePlanos, type PlanoFiltros } from './lista-de-planos';
import { MSG_PLANOS } from './messages';
import { requireOwnedPlan } from './ownership';
import {
  cancelamentoRecord,
  type PlanoRow,
  planoQuery,
  planoResumoRecord,
  solicitanteRecord,
  valoresEmReais,
} from './records';

/** How long a plan is valid from its creation (docs/product-rules.md#plan-validity). */
export const VALIDADE_DIAS = 60;

/** A new plan as the portal sends it; the server uses the beneficiary's card, co-payment and requester. */
export type NovoPlano = DentistSchema<'NovoPlanoTratamento'>;

/** A plan's files as the plan record carries them (PlanoImagem), with fresh signed URLs for the caller. */
export type ImagensOf = (planoId: number, caller: Caller) => Promise<DentistSchema<'PlanoImagem'>[]>;

/** Treatment plans: only the executing dentist sees or changes a plan (their items: itens.ts). */
export class Planos {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlanoDefaults,
    private readonly imagensOf: ImagensOf,
  ) {}

  /** Creates a plan (status 0 Rascunho, valid 60 days) for the caller; returns its id. */
  async create(
    caller: Caller,
    novo: NovoPlano,
    version: 'v1' | 'v2',
    inTransaction?: InTransaction,
  ): Promise<number> {
    const beneficiario = await this.db
      .selectFrom('beneficiario')
      .select(['id', 'validadeCarteira', 'nomeProduto'])
      .where('numeroCarteira', '=', novo.matriculaBeneficiario)
      .executeTakeFirst();
    if (!beneficiario) {
      throw version === 'v1'
        ? new ApiError(404, MSG_PLANOS.recursoNaoEncontradoV1, {
            errors: [MSG_PLANOS.beneficiarioNaoEncontrado],
          })
        : new ApiError(404, MSG_PLANOS.beneficiarioNaoEncontrado);
    }
    // An expired card opens no plan (glosa 1017): nothing the dentist could justify.
    if (cartaoVencido(beneficiario.validadeCarteira, new Date())) {
      throw new ApiError(422, MSG_PLANOS.carteiraVencida(diaBrasileiro(beneficiario.validadeCarteira)));
    }
    const solicitante = await this.solicitante(caller, novo, version);
    // The beneficiary's product says the co-participation, not the client (whatever it sends in
    // temCooparticipacao / percentualCooparticipacao): coparticipacao-produtos.csv.
    const percentual = percentualDeCoparticipacao(beneficiario.nomeProduto, diaEmSaoPaulo(new Date()));
    const insert = (db: Kysely<Database>) =>
      db
        .insertInto('planoTratamento')
        .values({
          dentistaId: caller.id,
          beneficiarioId: beneficiario.id,
          validoAte: sql<Date>`now() + make_interval(days => ${VALIDADE_DIAS})`,
          temCooparticipacao: percentual > 0,
          percentualCooparticipacao: percentual,
          ...solicitante,
          codigoOperadora: this.defaults.codigoOperadora,
          nomeOperadora: this.defaults.nomeOperadora,
          codigoPontoAtendimento: this.defaults.codigoPontoAtendimento,
          nomePontoAtendimento: this.defaults.nomePontoAtendimento,
          codigoCnes: this.defaults.codigoCnes,
          observacoes: this.defaults.observacoes,
          usuarioCriacao: caller.cro,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    if (!inTransaction) return (await insert(this.db)).id;
    return this.db.transaction().execute(async (trx) => {
      const { id } = await insert(trx);
      await inTransaction(trx, id);
      return id;
    });
  }

  /** The requesting dentist: the registry's record for the CRO, the data sent, or the caller when none. */
  private async solicitante(caller: Caller, novo: NovoPlano, version: 'v1' | 'v2') {
    const cro = novo.croDentistaSolicitante?.trim();
    if (!cro) {
      const self = await this.db
        .selectFrom('dentista')
        .select(['id', 'cro', 'uf', 'nome'])
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      return {
        solicitanteCodigo: String(self.id),
        solicitanteCro: self.cro,
        solicitanteUf: self.uf,
        solicitanteNome: self.nome,
      };
    }
    let query = this.db.selectFrom('dentista').select(['id', 'cro', 'uf', 'nome']).where('cro', '=', cro);
    if (novo.ufCroDentistaSolicitante) query = query.where('uf', '=', novo.ufCroDentistaSolicitante);
    const known = await query.executeTakeFirst();
    if (known) {
      return {
        solicitanteCodigo: String(known.id),
        solicitanteCro: known.cro,
        solicitanteUf: known.uf,
        solicitanteNome: known.nome,
      };
    }
    const nome = novo.nomeDentistaSolicitante?.trim();
    if (!nome || !novo.ufCroDentistaSolicitante) {
      throw fieldError(
        400,
        nome ? 'ufCroDentistaSolicitante' : 'nomeDentistaSolicitante',
        MSG_PLANOS.solicitanteIncompleto,
        version === 'v1' ? MSG_PLANOS.planoDadosInvalidosV1 : MSG_PLANOS.planoFaltaInformacoes,
      );
    }
    return {
      solicitanteCodigo: novo.codigoDentistaSolicitante?.trim() || null,
      solicitanteCro: cro,
      solicitanteUf: novo.ufCroDentistaSolicitante,
      solicitanteNome: nome,
    };
  }

  /** The caller's plans, newest first (the statement is lista-de-planos.ts's). */
  list(caller: Caller, cro: string, filtros: PlanoFiltros, trilha: { ip: string }) {
    return listaDePlanos(this.db, caller, cro, filtros, trilha);
  }

  /** The plan when it is the caller's; another dentist's reads as a missing one (ids cannot be probed). */
  private ownedRow(caller: Caller, id: number): Promise<PlanoRow | undefined> {
    return planoQuery(this.db)
      .where('p.id', '=', id)
      .where('p.dentistaId', '=', caller.id)
      .executeTakeFirst();
  }

  /** One plan with its files (v2); null when it does not exist or is another dentist's. */
  async get(caller: Caller, id: number) {
    const row = await this.ownedRow(caller, id);
    return row ? this.planoComArquivos(row, caller) : null;
  }

  /**
   * Any dentist's plan with its files (links signed for the caller's session), for the audit console: the
   * operation's role (Auditor) is what lets the caller see it. Null when it does not exist.
   */
  async getParaAuditoria(caller: Caller, id: number) {
    const row = await planoQuery(this.db).where('p.id', '=', id).executeTakeFirst();
    return row ? { ...(await this.planoComArquivos(row, caller)), beneficiarioId: row.beneficiarioId } : null;
  }

  private async planoComArquivos(row: PlanoRow, caller: Caller) {
    return {
      ...planoResumoRecord(row),
      bb0CodigoSolicitante: String(row.dentistaId),
      ...solicitanteRecord(row),
      imagens: await this.imagensOf(row.id, caller),
      cancelamento: cancelamentoRecord(row),
      valores: await this.valoresDoPlano(row.id),
    };
  }

  /**
   * What the plan is worth (ValoresDoPlano): its items the operator did not deny, each with its rounded
   * co-participation, and the product's percentage the plan was opened with.
   */
  private async valoresDoPlano(planoId: number) {
    const plano = await this.db
      .selectFrom('planoTratamento')
      .select('percentualCooparticipacao')
      .where('id', '=', planoId)
      .executeTakeFirstOrThrow();
    const percentual = Number(plano.percentualCooparticipacao);
    const itens = await this.db
      .selectFrom('planoTratamentoItem')
      .select(['valorUsoCentavos', 'qtdeUso'])
      .where('planoTratamentoId', '=', planoId)
      .where('status', '!=', 'Negado')
      .execute();
    const total = { valor: 0, coparticipacao: 0, valorOperadora: 0 };
    for (const item of itens) {
      const valores = valoresEmCentavos(item.valorUsoCentavos, item.qtdeUso, percentual);
      total.valor += valores.valor;
      total.coparticipacao += valores.coparticipacao;
      total.valorOperadora += valores.valorOperadora;
    }
    return { ...valoresEmReais(total), percentualCoparticipacao: percentual };
  }

  /** One plan with its items (v1); 404 when it does not exist or is another dentist's. */
  async getV1(caller: Caller, id: number) {
    const row = await this.ownedRow(caller, id);
    if (!row) throw new ApiError(404, MSG_PLANOS.planoNaoEncontradoV1);
    const { nomeSocial: _nomeSocial, ...resumo } = planoResumoRecord(row);
    return { ...resumo, ...solicitanteRecord(row), itens: await itensDoPlano(this.db, row.id) };
  }

  /**
   * Cancels one of the caller's plans for good (status 4, TISS 6) with the reason: its items leave the audit
   * queue and no longer move (moverItem refuses them). 409 for a plan concluded, already cancelled, or with a
   * performed item (it went to a closing, to be paid). The plan's row lock orders it with the moves, which
   * take the same lock before they read whether it was cancelled.
   */
  async cancel(caller: Caller, id: number, motivo: string, now = new Date()) {
    const razao = motivo.trim();
    if (razao === '') {
      throw fieldError(400, 'motivo', MSG_PLANOS.motivoCancelamentoObrigatorio);
    }
    await this.db.transaction().execute(async (trx) => {
      const plan = await requireOwnedPlan(
        trx,
        id,
        caller.id,
        new ApiError(404, MSG_PLANOS.planoNaoEncontrado),
        {
          lock: true,
        },
      );
      if (plan.status === PLANO_CANCELADO) throw new ApiError(409, MSG_PLANOS.planoJaCancelado);
      if (plan.status === 3) throw new ApiError(409, MSG_PLANOS.planoConcluidoNaoCancela);
      const realizado = await trx
        .selectFrom('planoTratamentoItem')
        .select('id')
        .where('planoTratamentoId', '=', id)
        .where('status', '=', 'Realizado')
        .executeTakeFirst();
      if (realizado) throw new ApiError(409, MSG_PLANOS.planoComRealizados);
      await trx
        .updateTable('planoTratamento')
        .set({ status: PLANO_CANCELADO, statusTiss: 6, canceladoEm: now, motivoCancelamento: razao })
        .where('id', '=', id)
        .execute();
    });
    const row = await this.ownedRow(caller, id);
    if (!row) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    return this.planoComArquivos(row, caller);
  }
}
