import type { Kysely } from 'kysely';
import { avisoDoMovimento, pacienteDoPlano } from '../auditoria/avisos';
import { PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import { prazoDoProcedimento } from '../ciclo-de-vida/prazos/prazos';
import { prazoDoItem } from '../ciclo-de-vida/prazos/regra-do-prazo';
import { CODIGOS_DE_URGENCIA, ehAtendimentoDeUrgencia } from '../ciclo-de-vida/prazos/urgencia';
import {
  dentistaAutor,
  moverItem,
  rederivarPlano,
  registrarMovimento,
  sistemaAutor,
} from '../ciclo-de-vida/transicoes';
import type { DentistSchema } from '../contract';
import { valorDeReferencia } from '../faturamento/valores/precos';
import { decisaoAutomatica } from '../mesa-de-autorizacao/autorizacao-automatica';
import type { Notificacoes } from '../notificacoes/notificacoes';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { InTransaction } from '../plataforma/http/idempotency';
import type { Caller } from '../plataforma/identidade';
import { MSG_PLANOS } from './messages';
import { findOwnedPlan, requireOwnedPlan } from './ownership';
import { itemQuery, itemRecord } from './records';
import {
  conferirGlosas,
  contextoDoBeneficiario,
  contextoDoPlano,
  contextoSemFatos,
  glosasPrevistas,
  itemInvalido,
  justificativaDo,
  localDoItem,
  type SiteProblem,
  siteProblem,
  temPlanoPara,
} from './regras';
import { congelarSituacaoInicial } from './situacao-inicial';

/** A new plan item; status, approval, quantity and value of use are the server's to decide. */
export type NovoItem = DentistSchema<'NovoPlanoTratamentoItem'>;

/** Whether a plan holds an urgency consultation: its guide is of type 4, urgência/emergência. */
async function temConsultaDeUrgencia(db: Kysely<Database>, planoId: number): Promise<boolean> {
  const row = await db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .select('i.id')
    .where('i.planoTratamentoId', '=', planoId)
    .where('pr.tuss', 'in', [...CODIGOS_DE_URGENCIA])
    .executeTakeFirst();
  return row !== undefined;
}

/** The items of a plan, whoever's (the callers check who may see it). */
export async function itensDoPlano(db: Kysely<Database>, planoId: number) {
  const rows = await itemQuery(db).where('i.planoTratamentoId', '=', planoId).orderBy('i.id').execute();
  return rows.map((row) => itemRecord(row));
}

/** The items of the caller's plans: read, added (checked by the procedure rules), validated and removed. */
export class ItensDoPlano {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tells the dentist of an automatic authorization; absent in tools that only seed. */
    private readonly notificacoes?: Notificacoes,
  ) {}

  /** The items of one of the caller's plans. */
  async items(caller: Caller, planoId: number) {
    await requireOwnedPlan(this.db, planoId, caller.id, new ApiError(404, MSG_PLANOS.planoNaoEncontrado));
    return itensDoPlano(this.db, planoId);
  }

  /**
   * Adds a procedure to one of the caller's plans ('Aguardando Aprovação'): a draft or an authorized
   * plan becomes Pendente; a concluded, cancelled or expired plan refuses it (409). The procedure rules
   * refuse only what cannot be read (422); an item they predict glosas for goes with the dentist's technical
   * justification, and keeps the glosas and the justification for the auditor (422 without one;
   * docs/product-rules.md#procedure-rules). The item's response deadline starts (business days of its
   * procedure group); an urgency, or a low-complexity item with nothing predicted and nothing justified, is
   * authorized at once by the automatic authorization and never enters the queue
   * (docs/product-rules.md#authorization-desk).
   */
  async createItem(caller: Caller, novo: NovoItem, inTransaction?: InTransaction): Promise<number> {
    const local = localDoItem(novo);
    const problem = siteProblem(local);
    const idPlanoTratamento = novo.idPlanoTratamento;
    // The card stands for the plan only in a validation, for a plan not created yet.
    if (idPlanoTratamento === undefined) throw itemInvalido(MSG_PLANOS.itemSemPlano, 'idPlanoTratamento');
    if (novo.matriculaBeneficiario !== undefined)
      throw itemInvalido(MSG_PLANOS.itemComCarteira, 'matriculaBeneficiario');
    const justificativa = justificativaDo(novo);
    const criado = await this.db.transaction().execute(async (trx) => {
      const plan = await requireOwnedPlan(
        trx,
        idPlanoTratamento,
        caller.id,
        new ApiError(404, MSG_PLANOS.planoNaoEncontrado),
        { lock: true },
      );
      if (plan.status === 3 || plan.status === PLANO_CANCELADO)
        throw new ApiError(409, MSG_PLANOS.planoEncerrado);
      if (plan.validoAte.getTime() <= Date.now()) throw new ApiError(409, MSG_PLANOS.planoVencido);
      const procedimento = await this.procedimentoOf(trx, novo, problem);
      const agora = new Date();
      const glosas = glosasPrevistas(
        novo.codTuss,
        local,
        await contextoDoPlano(trx, plan.id, caller.id),
        agora,
      );
      conferirGlosas(glosas, justificativa);
      const { uf, produto } = await trx
        .selectFrom('planoTratamento as p')
        .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
        .select(['b.uf', 'b.nomeProduto as produto'])
        .where('p.id', '=', plan.id)
        .executeTakeFirstOrThrow();
      // A plan of type 4 (it holds an urgency consultation) makes its urgency procedures urgency too.
      const planoDeUrgencia = await temConsultaDeUrgencia(trx, plan.id);
      const urgencia = ehAtendimentoDeUrgencia(novo.codTuss, planoDeUrgencia);
      const prazo = urgencia ? { diasUteis: 0, urgente: true } : prazoDoProcedimento(novo.codTuss);
      const { id } = await trx
        .insertInto('planoTratamentoItem')
        .values({
          planoTratamentoId: plan.id,
          procedimentoId: procedimento.id,
          ...local,
          qtdeUso: 1,
          // The price table's value for the product on the day of the request; the catalogue's when the
          // table has none for the code (the item is re-priced on the day it is performed).
          valorUsoCentavos:
            valorDeReferencia(novo.codTuss, produto, diaEmSaoPaulo(agora)) ?? procedimento.valorCentavos,
          observacao: novo.procedimentoItemObs ?? '',
          // A justification answers predicted glosas: with none predicted there is nothing it explains.
          justificativa: glosas.length > 0 ? justificativa : null,
          glosasPrevistas: JSON.stringify(glosas),
          usuarioAtualizacao: caller.cro,
          solicitadoEm: agora,
          naFilaDesde: agora,
          diasUteisPrazo: prazo.diasUteis,
          urgente: prazo.urgente,
          prazoResposta: prazoDoItem(agora, prazo.diasUteis, uf),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await congelarSituacaoInicial(trx, plan.id);
      await registrarMovimento(trx, {
        planoId: plan.id,
        itemId: id,
        de: null,
        para: 'Aguardando Aprovação',
        autor: dentistaAutor(caller),
      });
      // A draft has its first pending item; a decided plan has a pending one again.
      await rederivarPlano(trx, plan.id);
      const automatica = urgencia
        ? 'urgencia'
        : decisaoAutomatica({
            tuss: novo.codTuss,
            glosasPrevistas: glosas,
            justificativa: glosas.length > 0 ? justificativa : null,
          });
      const aviso =
        automatica === null ? null : await this.autorizarNaCriacao(trx, caller, id, plan, automatica, agora);
      await inTransaction?.(trx, id);
      return { id, aviso };
    });
    if (criado.aviso) await this.notificacoes?.entregar(caller.id, criado.aviso);
    return criado.id;
  }

  /**
   * The automatic authorization of a new item (author 'Sistema' in the history, the reason in its note) and
   * the dentist's notification of it, delivered once the transaction commits.
   */
  private async autorizarNaCriacao(
    trx: Kysely<Database>,
    caller: Caller,
    itemId: number,
    plan: { id: number },
    automatica: 'urgencia' | 'baixa-complexidade',
    agora: Date,
  ) {
    const nota = MSG_PLANOS.autorizacaoAutomatica[automatica];
    await moverItem(
      trx,
      { id: itemId, planoTratamentoId: plan.id, status: 'Aguardando Aprovação' },
      'autorizarAutomaticamente',
      sistemaAutor(caller),
      { nota },
      agora,
    );
    await trx
      .updateTable('planoTratamentoItem')
      .set({ autorizacaoAutomatica: automatica })
      .where('id', '=', itemId)
      .execute();
    if (!this.notificacoes) return null;
    const item = itemRecord(await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow(), agora);
    return this.notificacoes.registrar(trx, {
      dentistaId: caller.id,
      planoId: plan.id,
      itemId,
      ...avisoDoMovimento('autorizarAutomaticamente', item, await pacienteDoPlano(trx, plan.id)),
    });
  }

  /**
   * The glosas an item would receive if added to one of the caller's plans (nothing is written): the same
   * rules and the same 400/404 as createItem, whatever the plan's status. For the first item of a plan not
   * created yet, the beneficiary's card stands for the plan.
   */
  async validateItem(caller: Caller, novo: NovoItem) {
    const local = localDoItem(novo);
    const problem = siteProblem(local);
    const contexto = await this.contextoDaValidacao(caller, novo);
    await this.procedimentoOf(this.db, novo, problem);
    return glosasPrevistas(novo.codTuss, local, contexto);
  }

  /**
   * What the rules read: the plan's (404 when not the caller's), or for a new plan the card's beneficiary's
   * when the caller already has a plan for them, and nothing stored about them otherwise (contextoSemFatos).
   */
  private async contextoDaValidacao(caller: Caller, novo: NovoItem) {
    const { idPlanoTratamento, matriculaBeneficiario } = novo;
    if (idPlanoTratamento !== undefined && matriculaBeneficiario === undefined) {
      const notFound = new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
      const plan = await requireOwnedPlan(this.db, idPlanoTratamento, caller.id, notFound);
      return contextoDoPlano(this.db, plan.id, caller.id);
    }
    if (matriculaBeneficiario !== undefined && idPlanoTratamento === undefined) {
      const beneficiarioId = await this.beneficiarioIdOf(matriculaBeneficiario);
      if (!(await temPlanoPara(this.db, caller.id, beneficiarioId))) return contextoSemFatos();
      return contextoDoBeneficiario(this.db, beneficiarioId, null, caller.id);
    }
    throw itemInvalido(MSG_PLANOS.itemPlanoOuCarteira, 'idPlanoTratamento');
  }

  /** The id of the beneficiary with this card; 404 when there is none. */
  private async beneficiarioIdOf(numeroCarteira: string): Promise<number> {
    const beneficiario = await this.db
      .selectFrom('beneficiario')
      .select('id')
      .where('numeroCarteira', '=', numeroCarteira)
      .executeTakeFirst();
    if (!beneficiario) throw new ApiError(404, MSG_PLANOS.beneficiarioNaoEncontrado);
    return beneficiario.id;
  }

  /** The item's procedure (404 when missing); 400 when the TUSS code differs or the site cannot be read. */
  private async procedimentoOf(db: Kysely<Database>, novo: NovoItem, problem: SiteProblem | null) {
    const procedimento = await db
      .selectFrom('procedimento')
      .select(['id', 'tuss', 'valorCentavos'])
      .where('id', '=', novo.idAudiProcedimento)
      .executeTakeFirst();
    if (!procedimento) throw new ApiError(404, MSG_PLANOS.procedimentoNaoEncontrado);
    if (procedimento.tuss !== novo.codTuss)
      throw itemInvalido(MSG_PLANOS.tussDiferente(novo.codTuss), 'codTuss');
    if (problem) throw itemInvalido(problem.reason, problem.campo);
    return procedimento;
  }

  /** Removes an item still 'Aguardando Aprovação' (docs/product-rules.md#d9); a plan left empty is a draft again. */
  async deleteItem(caller: Caller, itemId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const item = await trx
        .selectFrom('planoTratamentoItem')
        .select(['id', 'planoTratamentoId', 'status'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!item) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      const plan = await findOwnedPlan(trx, item.planoTratamentoId, caller.id, { lock: true });
      if (!plan) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      // Re-read under the plan's lock: a fechamento may have moved it meanwhile.
      const current = await trx
        .selectFrom('planoTratamentoItem')
        .select(['id', 'planoTratamentoId', 'status'])
        .where('id', '=', itemId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      // The lifecycle allows it only while the item waits for its first decision; a plan left empty is a draft.
      await moverItem(trx, current, 'remover', dentistaAutor(caller));
    });
  }
}
