import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { BeneficiarioTable } from '../cadastros/schema';
import { PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import { dentistaAutor, moverItem, rederivarPlano, registrarMovimento } from '../ciclo-de-vida/transicoes';
import type { DentistOperations, DentistSchema, QueryParams } from '../contract';
import { preparedQuery } from '../plataforma/banco/prepared';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { InTransaction } from '../plataforma/http/idempotency';
import type { Caller } from '../plataforma/identidade';
import { containsPattern, digitsOf, withoutAccents } from '../plataforma/listagem';
import type { OperacaoAcesso } from '../trilha-de-acesso/schema';
import type { PlanoDefaults } from './config';
import { MSG_PLANOS } from './messages';
import { findOwnedPlan, requireOwnedPlan } from './ownership';
import {
  cancelamentoRecord,
  itemQuery,
  itemRecord,
  type PlanoResumoRow,
  type PlanoRow,
  planoQuery,
  planoResumoQuery,
  planoResumoRecord,
  solicitanteRecord,
} from './records';
import {
  contextoDoBeneficiario,
  contextoDoPlano,
  glosasPrevistas,
  itemInvalido,
  itemRecusado,
  localDoItem,
  localProblem,
} from './regras';
import type { PlanoTratamentoTable } from './schema';

/** How long a plan is valid from its creation (docs/product-rules.md#plan-validity). */
export const VALIDADE_DIAS = 60;
/** Plans per page when the list is paged without a size. */
export const PLANOS_POR_PAGINA = 20;

/** A new plan as the portal sends it; the server uses the beneficiary's card, co-payment and requester. */
export type NovoPlano = DentistSchema<'NovoPlanoTratamento'>;

/** A new plan item; status, approval, quantity and value of use are the server's to decide. */
export type NovoItem = DentistSchema<'NovoPlanoTratamentoItem'>;

/** Page, status, beneficiary (name or card) and issue-date range of the plan list. */
export type PlanoFiltros = QueryParams<DentistOperations['listPlanosByDentista']>;

/** The signed-in dentist. */
/** A plan's files as the plan record carries them (PlanoImagem), with fresh signed URLs for the caller. */
export type ImagensOf = (planoId: number, caller: Caller) => Promise<DentistSchema<'PlanoImagem'>[]>;

type ListDb = Database & { p: PlanoTratamentoTable; b: BeneficiarioTable };

/**
 * The list's values as its SQL compares them: the caller, the filters asked (issue dates as the instants that
 * bound them, the beneficiary as LIKE patterns) and the page. Absent filters are undefined.
 */
interface ListValues extends Record<string, unknown> {
  dentistaId: number;
  status: PlanoFiltros['status'];
  inicio: Date | undefined;
  fim: Date | undefined;
  /** ILIKE pattern on the name, accents folded. */
  nome: string | undefined;
  /** LIKE pattern on the card number, when the term is made of digits. */
  carteira: string | undefined;
  limit: number;
  offset: number;
}

function listValuesOf(dentistaId: number, filtros: PlanoFiltros, limit: number, offset: number): ListValues {
  let fim: Date | undefined;
  if (filtros.dataFim) {
    fim = new Date(`${filtros.dataFim}T00:00:00.000Z`);
    fim.setUTCDate(fim.getUTCDate() + 1);
  }
  const termo = filtros.beneficiario?.trim();
  const digits = termo ? digitsOf(termo) : null;
  return {
    dentistaId,
    status: filtros.status,
    inicio: filtros.dataInicio ? new Date(`${filtros.dataInicio}T00:00:00.000Z`) : undefined,
    fim,
    nome: termo ? containsPattern(termo) : undefined,
    carteira: digits ? containsPattern(digits) : undefined,
    limit,
    offset,
  };
}

/** The plan's own filters (dentist, status, issue dates): all in plano_tratamento_dentista_lista_idx. */
function planFiltersOf(values: ListValues) {
  return (eb: ExpressionBuilder<ListDb, 'p'>) => {
    const conditions = [eb('p.dentistaId', '=', values.dentistaId)];
    if (values.status !== undefined) conditions.push(eb('p.status', '=', values.status));
    if (values.inicio !== undefined) conditions.push(eb('p.criadoEm', '>=', values.inicio));
    if (values.fim !== undefined) conditions.push(eb('p.criadoEm', '<', values.fim));
    return eb.and(conditions);
  };
}

/** The beneficiary filter (name or card), when one is asked. */
function beneficiaryFilterOf(values: ListValues) {
  const { nome, carteira } = values;
  if (nome === undefined) return undefined;
  return (eb: ExpressionBuilder<ListDb, 'b'>) => {
    // Accents folded on both sides, as in the Glosas and Financeiro searches: 'Joao' finds 'João'.
    const porNome = eb(withoutAccents(eb.ref('b.nome')), 'ilike', nome);
    return carteira !== undefined ? eb.or([porNome, eb('b.numeroCarteira', 'like', carteira)]) : porNome;
  };
}

/**
 * The page of the list for one combination of filters (which are asked, and whether it is paged), prepared
 * once (platform/db/prepared.ts): the list is the busiest read of the portal. Paged without a beneficiary
 * filter, the total rides on the page's query as an uncorrelated subquery (run once, the same index-only
 * scan). The same statement records the page's beneficiaries in the access trail (audit/beneficiary-access.ts,
 * one row per plan shown, in the page's order), from the rows it has just read: one statement and one round
 * trip per page instead of a read and then an insert built from its result.
 */
function listQueryOf(values: ListValues, paged: boolean) {
  return preparedQuery<Database, ListValues & { ip: string }, PlanoResumoRow & { total: number | null }>(
    (db, param) => {
      // The filters that are asked, as parameters; the others stay out of the SQL.
      const asked = (name: keyof ListValues & string) =>
        values[name] === undefined ? undefined : param(name);
      const slots: ListValues = {
        dentistaId: param('dentistaId'),
        status: asked('status') as PlanoFiltros['status'],
        inicio: asked('inicio') as Date | undefined,
        fim: asked('fim') as Date | undefined,
        nome: asked('nome') as string | undefined,
        carteira: asked('carteira') as string | undefined,
        limit: param('limit'),
        offset: param('offset'),
      };
      const planFilters = planFiltersOf(slots);
      const beneficiaryFilter = beneficiaryFilterOf(slots);
      let query = planoResumoQuery(db).where(planFilters);
      if (beneficiaryFilter) query = query.where(beneficiaryFilter);
      query = query.orderBy('p.criadoEm', 'desc').orderBy('p.id', 'desc');
      if (paged) query = query.limit(slots.limit).offset(slots.offset);
      const page =
        paged && !beneficiaryFilter
          ? query.select((eb) =>
              eb
                .selectFrom('planoTratamento as p')
                .where(planFilters)
                .select(sql<number | null>`count(*)::int`.as('total'))
                .as('total'),
            )
          : query.select(sql<number | null>`null::int`.as('total'));
      return db
        .with('pagina', () => page)
        .with('trilha', (qc) =>
          qc
            .insertInto('acessoBeneficiario')
            .columns(['dentistaId', 'operacao', 'numeroCarteira', 'planoId', 'ip', 'beneficiarioId'])
            .expression(
              qc
                .selectFrom('pagina')
                .select([
                  sql<number>`${slots.dentistaId}::int`.as('dentistaId'),
                  sql<OperacaoAcesso>`${sql.lit('lista_planos')}`.as('operacao'),
                  'numeroCarteira',
                  'id',
                  sql<string>`${param('ip')}::text`.as('ip'),
                  'beneficiarioId',
                ])
                .orderBy('criadoEm', 'desc')
                .orderBy('id', 'desc'),
            ),
        )
        .selectFrom('pagina')
        .selectAll()
        .orderBy('criadoEm', 'desc')
        .orderBy('id', 'desc')
        .compile();
    },
  );
}

/** The prepared list queries by combination of filters: at most 2^6 of them. */
const listQueries = new Map<string, ReturnType<typeof listQueryOf>>();

function listQuery(values: ListValues, paged: boolean) {
  const key = [
    paged,
    ...(['status', 'inicio', 'fim', 'nome', 'carteira'] as const).map((name) => values[name] !== undefined),
  ]
    .map(Number)
    .join('');
  let query = listQueries.get(key);
  if (!query) {
    query = listQueryOf(values, paged);
    listQueries.set(key, query);
  }
  return query;
}

/** Treatment plans and their items: only the executing dentist sees or changes a plan. */
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
      .select('id')
      .where('numeroCarteira', '=', novo.matriculaBeneficiario)
      .executeTakeFirst();
    if (!beneficiario) {
      throw version === 'v1'
        ? new ApiError(404, MSG_PLANOS.recursoNaoEncontradoV1, {
            errors: [MSG_PLANOS.beneficiarioNaoEncontrado],
          })
        : new ApiError(404, MSG_PLANOS.beneficiarioNaoEncontrado);
    }
    const solicitante = await this.solicitante(caller, novo, version);
    const temCooparticipacao = novo.temCooparticipacao ?? false;
    const insert = (db: Kysely<Database>) =>
      db
        .insertInto('planoTratamento')
        .values({
          dentistaId: caller.id,
          beneficiarioId: beneficiario.id,
          validoAte: sql<Date>`now() + make_interval(days => ${VALIDADE_DIAS})`,
          temCooparticipacao,
          percentualCooparticipacao: temCooparticipacao ? (novo.percentualCooparticipacao ?? 0) : 0,
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
      throw new ApiError(
        400,
        version === 'v1' ? MSG_PLANOS.planoDadosInvalidosV1 : MSG_PLANOS.planoFaltaInformacoes,
        { errors: [MSG_PLANOS.solicitanteIncompleto] },
      );
    }
    return {
      solicitanteCodigo: novo.codigoDentistaSolicitante?.trim() || null,
      solicitanteCro: cro,
      solicitanteUf: novo.ufCroDentistaSolicitante,
      solicitanteNome: nome,
    };
  }

  /**
   * The caller's plans, newest first; paged when a page or size is asked, always with the total. The total
   * is counted without the beneficiary join unless the beneficiary is a filter, an index-only scan of
   * plano_tratamento_dentista_lista_idx (migration 009, docs/benchmarks.md), in the page's own statement;
   * with a beneficiary filter, only when the page does not tell it (a full page, or an empty one past the
   * first).
   * The page's beneficiaries are recorded in the access trail ('lista_planos', from `trilha.ip`) by the
   * page's own statement.
   */
  async list(caller: Caller, cro: string, filtros: PlanoFiltros, trilha: { ip: string }) {
    // Another CRO, existing or not, answers as an empty search would: nothing tells them apart.
    if (cro !== caller.cro) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    const paged = filtros.pagina !== undefined || filtros.tamanhoPagina !== undefined;
    const pagina = filtros.pagina ?? 1;
    const limit = filtros.tamanhoPagina ?? PLANOS_POR_PAGINA;
    const offset = (pagina - 1) * limit;
    const values = listValuesOf(caller.id, filtros, limit, offset);
    const { rows } = await listQuery(values, paged)(this.db, { ...values, ip: trilha.ip });
    const known =
      rows[0]?.total ??
      (!paged || rows.length < limit
        ? rows.length > 0 || offset === 0
          ? offset + rows.length
          : null
        : null);
    const total = known ?? (await this.count(values));
    const tamanhoPagina = paged ? limit : total;
    return {
      data: rows.map(planoResumoRecord),
      paginacao: {
        pagina,
        tamanhoPagina,
        total,
        totalPaginas: tamanhoPagina > 0 ? Math.ceil(total / tamanhoPagina) : 0,
      },
    };
  }

  /** How many plans the filters find (the beneficiary joined only when it is a filter). */
  private async count(values: ListValues): Promise<number> {
    const planFilters = planFiltersOf(values);
    const beneficiaryFilter = beneficiaryFilterOf(values);
    const counted = beneficiaryFilter
      ? this.db
          .selectFrom('planoTratamento as p')
          .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
          .where(planFilters)
          .where(beneficiaryFilter)
      : this.db.selectFrom('planoTratamento as p').where(planFilters);
    const { total } = await counted.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return total;
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
    };
  }

  /** One plan with its items (v1); 404 when it does not exist or is another dentist's. */
  async getV1(caller: Caller, id: number) {
    const row = await this.ownedRow(caller, id);
    if (!row) throw new ApiError(404, MSG_PLANOS.planoNaoEncontradoV1);
    const { nomeSocial: _nomeSocial, ...resumo } = planoResumoRecord(row);
    return { ...resumo, ...solicitanteRecord(row), itens: await this.itemsOf(row.id) };
  }

  /** The items of a plan, whoever's (the callers check who may see it). */
  async itemsOf(planoId: number) {
    const rows = await itemQuery(this.db)
      .where('i.planoTratamentoId', '=', planoId)
      .orderBy('i.id')
      .execute();
    return rows.map(itemRecord);
  }

  /** The items of one of the caller's plans. */
  async items(caller: Caller, planoId: number) {
    await requireOwnedPlan(this.db, planoId, caller.id, new ApiError(404, MSG_PLANOS.planoNaoEncontrado));
    return this.itemsOf(planoId);
  }

  /**
   * Adds a procedure to one of the caller's plans ('Aguardando Aprovação'): a draft or an authorized
   * plan becomes Pendente; a concluded, cancelled or expired plan refuses it (409); an item the procedure
   * rules would glosa is refused with its glosas (422, docs/product-rules.md#procedure-rules).
   */
  async createItem(caller: Caller, novo: NovoItem, inTransaction?: InTransaction): Promise<number> {
    const local = localDoItem(novo);
    const problem = localProblem(local);
    const idPlanoTratamento = novo.idPlanoTratamento;
    // The card stands for the plan only in a validation, for a plan not created yet.
    if (idPlanoTratamento === undefined) throw itemInvalido(MSG_PLANOS.itemSemPlano);
    if (novo.matriculaBeneficiario !== undefined) throw itemInvalido(MSG_PLANOS.itemComCarteira);
    return this.db.transaction().execute(async (trx) => {
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
      const glosas = glosasPrevistas(novo.codTuss, local, await contextoDoPlano(trx, plan.id, caller.id));
      if (glosas.length > 0) throw itemRecusado(glosas);
      const { id } = await trx
        .insertInto('planoTratamentoItem')
        .values({
          planoTratamentoId: plan.id,
          procedimentoId: procedimento.id,
          ...local,
          qtdeUso: 1,
          valorUsoCentavos: procedimento.valorCentavos,
          observacao: novo.procedimentoItemObs ?? '',
          usuarioAtualizacao: caller.cro,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await registrarMovimento(trx, {
        planoId: plan.id,
        itemId: id,
        de: null,
        para: 'Aguardando Aprovação',
        autor: dentistaAutor(caller),
      });
      // A draft has its first pending item; a decided plan has a pending one again.
      await rederivarPlano(trx, plan.id);
      await inTransaction?.(trx, id);
      return id;
    });
  }

  /**
   * The glosas an item would receive if added to one of the caller's plans (nothing is written): the same
   * rules and the same 400/404 as createItem, whatever the plan's status. For the first item of a plan not
   * created yet, the beneficiary's card stands for the plan.
   */
  async validateItem(caller: Caller, novo: NovoItem) {
    const local = localDoItem(novo);
    const problem = localProblem(local);
    const contexto = await this.contextoDaValidacao(caller, novo);
    await this.procedimentoOf(this.db, novo, problem);
    return glosasPrevistas(novo.codTuss, local, contexto);
  }

  /** What the rules read: the plan's (404 when not the caller's), or the card's beneficiary's for a new plan. */
  private async contextoDaValidacao(caller: Caller, novo: NovoItem) {
    const { idPlanoTratamento, matriculaBeneficiario } = novo;
    if (idPlanoTratamento !== undefined && matriculaBeneficiario === undefined) {
      const notFound = new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
      const plan = await requireOwnedPlan(this.db, idPlanoTratamento, caller.id, notFound);
      return contextoDoPlano(this.db, plan.id, caller.id);
    }
    if (matriculaBeneficiario !== undefined && idPlanoTratamento === undefined) {
      const beneficiarioId = await this.beneficiarioIdOf(matriculaBeneficiario);
      return contextoDoBeneficiario(this.db, beneficiarioId, null, caller.id);
    }
    throw itemInvalido(MSG_PLANOS.itemPlanoOuCarteira);
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
  private async procedimentoOf(db: Kysely<Database>, novo: NovoItem, problem: string | null) {
    const procedimento = await db
      .selectFrom('procedimento')
      .select(['id', 'tuss', 'valorCentavos'])
      .where('id', '=', novo.idAudiProcedimento)
      .executeTakeFirst();
    if (!procedimento) throw new ApiError(404, MSG_PLANOS.procedimentoNaoEncontrado);
    if (procedimento.tuss !== novo.codTuss) throw itemInvalido(MSG_PLANOS.tussDiferente(novo.codTuss));
    if (problem) throw itemInvalido(problem);
    return procedimento;
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
      throw new ApiError(400, MSG_PLANOS.motivoCancelamentoObrigatorio, {
        errors: [MSG_PLANOS.motivoCancelamentoObrigatorio],
      });
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
