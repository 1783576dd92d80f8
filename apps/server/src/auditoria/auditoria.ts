import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { EM_ANALISE, ITEM_STATUS_TISS, statusTiss } from '../ciclo-de-vida/ciclo-de-vida';
import { historicoDoPlano } from '../ciclo-de-vida/historico';
import { ITEM_SITE_COLUMNS, regiaoDo } from '../ciclo-de-vida/local-do-item';
import { type Autor, moverItem, travarItens } from '../ciclo-de-vida/transicoes';
import type { DentistOperations, DentistSchema, QueryParams } from '../contract';
import type { Notificacoes } from '../notificacoes/notificacoes';
import { itensDoPlano } from '../planos/itens';
import type { OdontogramasIniciais } from '../planos/odontograma';
import type { Planos } from '../planos/planos';
import { itemQuery, itemRecord, PREDICAO_COLUMNS, planoStatusTiss } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { containsPattern, digitsOf, pageOf, withoutAccents } from '../plataforma/listagem';
import { glosaTexts } from '../regras-de-procedimento/reference';
import { avisoDaDecisao } from './avisos';
import { MSG_AUDITORIA_ITENS } from './messages';

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
      .where('i.status', 'in', [...EM_ANALISE])
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

/** The queue's filters: dentist (CRO or name), beneficiary (card or name), procedure (TUSS or text), age. */
function filtrosDaFila(filtros: FiltrosDaFila, now: Date) {
  return (eb: ExpressionBuilder<FilaDb, 'd' | 'b' | 'pr' | 'i'>) => {
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

  /** One page of the items waiting for a decision, oldest in the queue first. */
  async fila(filtros: FiltrosDaFila, now = new Date()) {
    const page = pageOf(filtros);
    const where = filtrosDaFila(filtros, now);
    const { total } = await filaQuery(this.db)
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await filaQuery(this.db)
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
      ])
      .orderBy('i.naFilaDesde')
      .orderBy('i.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
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
      })),
      total,
      pagina: page.pagina,
      tamanhoPagina: page.limit,
    };
  }

  glosas() {
    return GLOSAS;
  }

  /** A plan as the auditor sees it; 404 when it does not exist. */
  async plano(caller: Caller, planoId: number) {
    const found = await this.planos.getParaAuditoria(caller, planoId);
    if (!found) throw new ApiError(404, MSG_AUDITORIA_ITENS.planoNaoEncontrado);
    const { beneficiarioId, ...plano } = found;
    const anteriores = await this.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['p.id', 'p.criadoEm', 'p.status', 'p.statusTiss', 'd.nome'])
      .where('p.beneficiarioId', '=', beneficiarioId)
      .where('p.id', '<>', planoId)
      .where('p.criadoEm', '<=', new Date(plano.dtCriacao))
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
    const situacaoInicial = await this.odontogramas.situacaoDoPlano(planoId);
    return {
      beneficiarioId,
      numeroCarteira: plano.ba3MatAnt,
      data: {
        plano,
        itens: await itensDoPlano(this.db, planoId),
        odontogramaInicial: situacaoInicial.versao,
        situacaoInicial,
        historico: await historicoDoPlano(this.db, planoId),
        planosAnteriores: anteriores.map((row) => ({
          idPlanoTratamento: row.id,
          dtCriacao: row.criadoEm.toISOString(),
          status: row.status,
          statusTiss: planoStatusTiss(row.statusTiss),
          dentistaNome: row.nome,
          itens: itensAnteriores.filter((item) => item.planoTratamentoId === row.id).map(itemRecord),
        })),
      },
    };
  }

  /**
   * Decides an item in analysis: authorize, deny with a Tabela 38 code, or ask the dentist for a technical
   * justification or documents; then tells the dentist (notification, live push, e-mail by preference).
   */
  async decidir(autor: Autor, itemId: number, decisao: DecisaoAuditoria, now = new Date()) {
    const detalhes = detalhesDaDecisao(decisao);
    const { item, notificacao, dentistaId } = await this.db.transaction().execute(async (trx) => {
      const [atual] = await travarItens(trx, [itemId]);
      if (!atual) throw new ApiError(404, MSG_AUDITORIA_ITENS.itemNaoEncontrado);
      await moverItem(trx, atual, decisao.decisao, autor, detalhes, now);
      const row = await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow();
      const item = itemRecord(row);
      const notificacao = await this.notificacoes.registrar(trx, {
        dentistaId: atual.dentistaId,
        planoId: atual.planoTratamentoId,
        itemId,
        ...avisoDaDecisao(decisao.decisao, item),
      });
      return { item, notificacao, dentistaId: atual.dentistaId };
    });
    await this.notificacoes.entregar(dentistaId, notificacao);
    return item;
  }
}

/** What a decision writes: the glosa code and its text when denying, the note; 400 when something is missing. */
function detalhesDaDecisao(decisao: DecisaoAuditoria) {
  const nota = decisao.nota?.trim() || null;
  const invalida = (mensagem: string, campo: 'codigoGlosa' | 'nota' = 'codigoGlosa') =>
    fieldError(400, campo, mensagem);
  if (decisao.decisao === 'negar') {
    if (decisao.codigoGlosa === undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaObrigatoria);
    const texto = glosaTexts.get(decisao.codigoGlosa);
    if (texto === undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaInexistente(decisao.codigoGlosa));
    if (nota === null) throw invalida(MSG_AUDITORIA_ITENS.notaObrigatoria, 'nota');
    return {
      codigoGlosa: decisao.codigoGlosa,
      textoGlosa: texto,
      motivo: MSG_AUDITORIA_ITENS.motivoNegativa(texto, nota),
      nota,
    };
  }
  if (decisao.codigoGlosa !== undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaSoAoNegar);
  if (decisao.decisao !== 'autorizar' && nota === null) {
    throw invalida(MSG_AUDITORIA_ITENS.notaObrigatoria, 'nota');
  }
  return { motivo: nota, nota };
}
