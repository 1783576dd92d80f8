import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { ITEM_STATUS_TISS, NA_FILA, statusTiss } from '../ciclo-de-vida/ciclo-de-vida';
import { historicoDoPlano } from '../ciclo-de-vida/historico';
import { ITEM_SITE_COLUMNS, regiaoDo } from '../ciclo-de-vida/local-do-item';
import { UFS } from '../ciclo-de-vida/prazos/prazos';
import { limitesDasFaixas, situacaoDoPrazo } from '../ciclo-de-vida/prazos/regra-do-prazo';
import { type Autor, moverItem, travarItens } from '../ciclo-de-vida/transicoes';
import type { DentistOperations, DentistSchema, QueryParams } from '../contract';
import { codigosIndicados } from '../mesa-de-autorizacao/codigos-indicados';
import { CODIGOS_DA_CONTA, codigosDaDecisao } from '../mesa-de-autorizacao/codigos-por-decisao';
import type { Notificacoes } from '../notificacoes/notificacoes';
import { itensDoPlano } from '../planos/itens';
import type { OdontogramasIniciais } from '../planos/odontograma';
import type { Planos } from '../planos/planos';
import { itemQuery, itemRecord, PRAZO_COLUMNS, PREDICAO_COLUMNS, planoStatusTiss } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { containsPattern, digitsOf, pageOf, withoutAccents } from '../plataforma/listagem';
import { glosaTexts } from '../regras-de-procedimento/reference';
import { alteracaoProposta } from './alteracao';
import { avisoDoMovimento, pacienteDoPlano } from './avisos';
import { detalhesDaDecisao } from './decisao';
import { MSG_AUDITORIA_ITENS } from './messages';
import { operacoesDaAuditoria } from './operacoes';
import { pendentesIguais } from './pendentes-iguais';

type FiltrosDaFila = QueryParams<DentistOperations['listAuditoriaFila']>;
type DecisaoAuditoria = DentistSchema<'DecisaoAuditoria'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items with their plan, beneficiary, dentist and procedure, as the queue reads them. */
function filaQuery(db: Kysely<Database>) {
  return (
    db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .where('i.status', 'in', [...NA_FILA])
      // A cancelled plan's items wait for nothing.
      .where('p.status', '<>', 4)
  );
}

type FilaDb = Database & {
  d: Database['dentista'];
  b: Database['beneficiario'];
  pr: Database['procedimento'];
  i: Database['planoTratamentoItem'];
};

type Filtro = ExpressionBuilder<FilaDb, 'd' | 'b' | 'pr' | 'i'>;

/**
 * Items whose deadline falls in a band today. The band is counted in business days of the beneficiary's
 * state, so each state's bounds are taken apart (prazoResposta is the end of a business day, or the request
 * itself for an urgency).
 */
function naFaixa(eb: Filtro, faixa: NonNullable<FiltrosDaFila['faixaPrazo']>, now: Date) {
  if (faixa === 'atrasado') return eb('i.prazoResposta', '<', now);
  return eb.or(
    UFS.map((uf) => {
      const { fimDeHoje, fimDoSegundoDiaUtil } = limitesDasFaixas(now, uf);
      const limites =
        faixa === 'vence-hoje'
          ? [eb('i.prazoResposta', '>=', now), eb('i.prazoResposta', '<=', fimDeHoje)]
          : faixa === 'ate-2-dias'
            ? [eb('i.prazoResposta', '>', fimDeHoje), eb('i.prazoResposta', '<=', fimDoSegundoDiaUtil)]
            : [eb('i.prazoResposta', '>', fimDoSegundoDiaUtil)];
      return eb.and([eb('b.uf', '=', uf), ...limites]);
    }),
  );
}

/**
 * The queue's filters: dentist (CRO or name), beneficiary (card or name), procedure (TUSS or text), age,
 * deadline band, urgency, predicted glosa and junta.
 */
function filtrosDaFila(filtros: FiltrosDaFila, now: Date) {
  return (eb: Filtro) => {
    const conditions = [];
    const porTermo = (
      termo: string,
      codigo: 'd.cro' | 'b.numeroCarteira' | 'pr.tuss',
      nome: 'd.nome' | 'b.nome' | 'pr.descricao',
    ) => {
      const digits = digitsOf(termo);
      const porNome = eb(withoutAccents(eb.ref(nome)), 'ilike', containsPattern(termo));
      return digits === null ? porNome : eb.or([porNome, eb(codigo, 'like', `${digits}%`)]);
    };
    if (filtros.dentista !== undefined) conditions.push(porTermo(filtros.dentista, 'd.cro', 'd.nome'));
    if (filtros.beneficiario !== undefined) {
      conditions.push(porTermo(filtros.beneficiario, 'b.numeroCarteira', 'b.nome'));
    }
    if (filtros.procedimento !== undefined) {
      conditions.push(porTermo(filtros.procedimento, 'pr.tuss', 'pr.descricao'));
    }
    if (filtros.diasNaFila !== undefined) {
      conditions.push(eb('i.naFilaDesde', '<=', new Date(now.getTime() - filtros.diasNaFila * DAY_MS)));
    }
    if (filtros.faixaPrazo !== undefined) conditions.push(naFaixa(eb, filtros.faixaPrazo, now));
    if (filtros.urgencia !== undefined) conditions.push(eb('i.urgente', '=', filtros.urgencia));
    if (filtros.glosaPrevista !== undefined) {
      const comGlosa = sql<boolean>`(jsonb_array_length(i.glosas_previstas) > 0)`;
      conditions.push(filtros.glosaPrevista ? eb(comGlosa, '=', true) : eb(comGlosa, '=', false));
    }
    if (filtros.junta !== undefined) {
      conditions.push(eb('i.status', filtros.junta ? '=' : '<>', 'Em Junta'));
    }
    return eb.and(conditions);
  };
}

/** Every dental glosa code of Tabela 38 with its official text, in code order. */
const GLOSAS = [...glosaTexts]
  .map(([codigo, descricao]) => ({ codigo, descricao }))
  .sort((a, b) => a.codigo.localeCompare(b.codigo));

/**
 * The operator's audit of plan items (issue 17): the queue, the plan as the auditor sees it and the decision
 * on each item. Only auditors reach it (the operations' role, openapi/dentist.yaml tag Auditoria).
 */
export class Auditoria {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly planos: Planos,
    private readonly odontogramas: OdontogramasIniciais,
    private readonly notificacoes: Notificacoes,
  ) {}

  /** One page of the items waiting for the operator, the nearest deadline (the most overdue) first unless asked. */
  async fila(filtros: FiltrosDaFila, now = new Date()) {
    const page = pageOf(filtros);
    const where = filtrosDaFila(filtros, now);
    // The count and the page, sent together: on PostgreSQL they run side by side (issue #34).
    const [{ total }, rows] = await Promise.all([
      filaQuery(this.db)
        .where(where)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
      filaQuery(this.db)
        .where(where)
        .select([
          'i.id',
          'i.planoTratamentoId',
          ...ITEM_SITE_COLUMNS,
          'i.status',
          'i.naFilaDesde',
          'pr.tuss',
          'pr.descricao',
          'd.nome as dentistaNome',
          'd.cro',
          'd.uf',
          'b.nome as beneficiarioNome',
          'b.numeroCarteira',
          ...PREDICAO_COLUMNS,
          ...PRAZO_COLUMNS,
        ])
        // A whitelisted column (openapi listAuditoriaFila `ordenarPor`), then the item's id in the same
        // direction: a total order, so that no item is on two pages or on none.
        .orderBy(
          filtros.ordenarPor === 'naFila' ? 'i.naFilaDesde' : 'i.prazoResposta',
          filtros.ordem ?? 'asc',
        )
        .orderBy('i.id', filtros.ordem ?? 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return {
      itens: rows.map((row) => ({
        idProcedimentoItem: row.id,
        idPlanoTratamento: row.planoTratamentoId,
        codTuss: row.tuss,
        descricao: row.descricao,
        idDente: row.idDente,
        faces: row.faces,
        regiao: regiaoDo(row),
        audiStatus: row.status,
        statusTiss: statusTiss(ITEM_STATUS_TISS[row.status]),
        dentistaNome: row.dentistaNome,
        dentistaCro: row.cro,
        dentistaUf: row.uf,
        beneficiarioNome: row.beneficiarioNome,
        numeroCarteira: row.numeroCarteira,
        naFilaDesde: row.naFilaDesde.toISOString(),
        diasNaFila: Math.max(0, Math.floor((now.getTime() - row.naFilaDesde.getTime()) / DAY_MS)),
        glosasPrevistas: row.glosasPrevistas,
        justificativa: row.justificativa,
        prazo: situacaoDoPrazo(row, true, now),
      })),
      total,
      pagina: page.pagina,
      tamanhoPagina: page.limit,
    };
  }

  glosas() {
    return GLOSAS;
  }

  /** The operations view over a period (operacoes.ts). */
  operacoes(periodo: QueryParams<DentistOperations['getAuditoriaOperacoes']>) {
    return operacoesDaAuditoria(this.db, periodo);
  }

  /** The Tabela 38 codes apt for each decision (data of the server, mesa-de-autorizacao). */
  codigos() {
    return {
      negar: [...codigosDaDecisao('negar')],
      solicitarDocumentos: [...codigosDaDecisao('solicitarDocumentos')],
      solicitarJustificativa: [...codigosDaDecisao('solicitarJustificativa')],
      autorizarComAlteracao: [...codigosDaDecisao('autorizarComAlteracao')],
      negarEmJunta: [...codigosDaDecisao('negarEmJunta')],
      glosarConta: [...CODIGOS_DA_CONTA],
    };
  }

  /** A plan as the auditor sees it; 404 when it does not exist. */
  async plano(caller: Caller, planoId: number) {
    const found = await this.planos.getParaAuditoria(caller, planoId);
    if (!found) throw new ApiError(404, MSG_AUDITORIA_ITENS.planoNaoEncontrado);
    const { beneficiarioId, ...plano } = found;
    // Independent reads, sent together: on PostgreSQL they run side by side (issue #34, opening a plan).
    const [anteriores, itens, situacaoInicial, historico, iguais] = await Promise.all([
      this.planosAnteriores(planoId, beneficiarioId, new Date(plano.dtCriacao)),
      itensDoPlano(this.db, planoId),
      this.odontogramas.situacaoDoPlano(planoId),
      historicoDoPlano(this.db, planoId),
      pendentesIguais(this.db, planoId, beneficiarioId),
    ]);
    return {
      beneficiarioId,
      numeroCarteira: plano.ba3MatAnt,
      data: {
        plano,
        itens,
        odontogramaInicial: situacaoInicial.versao,
        situacaoInicial,
        historico,
        planosAnteriores: anteriores,
        indicacoes: itens.map((item) => ({
          idProcedimentoItem: item.idProcedimentoItem,
          codigos: codigosIndicados(item),
        })),
        pendentesIguais: iguais,
      },
    };
  }

  /** The beneficiary's plans created up to `ate` (the 20 newest), of any dentist, with their items. */
  private async planosAnteriores(planoId: number, beneficiarioId: number, ate: Date) {
    const anteriores = await this.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['p.id', 'p.criadoEm', 'p.status', 'p.statusTiss', 'd.nome'])
      .where('p.beneficiarioId', '=', beneficiarioId)
      .where('p.id', '<>', planoId)
      .where('p.criadoEm', '<=', ate)
      .orderBy('p.criadoEm', 'desc')
      .limit(20)
      .execute();
    const itensAnteriores = anteriores.length
      ? await itemQuery(this.db)
          .where(
            'i.planoTratamentoId',
            'in',
            anteriores.map((row) => row.id),
          )
          .orderBy('i.id')
          .execute()
      : [];
    return anteriores.map((row) => ({
      idPlanoTratamento: row.id,
      dtCriacao: row.criadoEm.toISOString(),
      status: row.status,
      statusTiss: planoStatusTiss(row.statusTiss),
      dentistaNome: row.nome,
      itens: itensAnteriores
        .filter((item) => item.planoTratamentoId === row.id)
        .map((row) => itemRecord(row)),
    }));
  }

  /**
   * Decides an item waiting for the operator: authorize, authorize with a change, deny (with a code of the
   * denial list and its ground), or ask the dentist for a technical justification or documents, each with a
   * code of its own list; on a contested item, records the junta's outcome (authorize, or deny with 3104).
   * Then tells the dentist (notification, live push, e-mail by preference). Returns the item and whether the
   * move was the junta's outcome.
   */
  async decidir(autor: Autor, itemId: number, decisao: DecisaoAuditoria, now = new Date()) {
    const { item, notificacao, dentistaId, daJunta } = await this.db.transaction().execute(async (trx) => {
      const [atual] = await travarItens(trx, [itemId]);
      if (!atual) throw new ApiError(404, MSG_AUDITORIA_ITENS.itemNaoEncontrado);
      const daJunta = atual.status === 'Em Junta';
      const detalhes = detalhesDaDecisao(decisao, daJunta);
      const alteracao =
        decisao.decisao === 'autorizarComAlteracao' && decisao.alteracao && detalhes.codigoGlosa !== null
          ? await alteracaoProposta(trx, atual, decisao.alteracao, detalhes, now)
          : null;
      await moverItem(trx, atual, decisao.decisao, autor, detalhes, now);
      if (alteracao !== null) {
        await trx
          .updateTable('planoTratamentoItem')
          .set({ alteracao: JSON.stringify(alteracao) })
          .where('id', '=', itemId)
          .execute();
      }
      const row = await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow();
      const item = itemRecord(row, now);
      const notificacao = await this.notificacoes.registrar(trx, {
        dentistaId: atual.dentistaId,
        planoId: atual.planoTratamentoId,
        itemId,
        ...avisoDoMovimento(decisao.decisao, item, await pacienteDoPlano(trx, atual.planoTratamentoId), {
          daJunta,
        }),
      });
      return { item, notificacao, dentistaId: atual.dentistaId, daJunta };
    });
    await this.notificacoes.entregar(dentistaId, notificacao);
    return { item, daJunta };
  }
}
