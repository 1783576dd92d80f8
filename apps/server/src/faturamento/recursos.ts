import { type Kysely, type Selectable, sql } from 'kysely';
import { regiaoDo } from '../ciclo-de-vida/local-do-item';
import { diaBrasileiro, diaEmSaoPaulo, diasCorridosEntre, shiftDia } from '../ciclo-de-vida/prazos/dias';
import type { DentistOperations, DentistSchema, QueryParams, RequestBody } from '../contract';
import { GLOSA_COLUMNS, type GlosaRow, glosaRecord, todasAsGlosas } from '../dados-do-dentista/glosas';
import {
  type GuiaDoRecurso,
  mensagemRecursoGlosa,
  mensagemRespostaRecursoGlosa,
  type RecursoParaEnvio,
  type RespostaDoItem,
} from '../guias/tiss/recurso-glosa';
import { validarMensagemTiss } from '../guias/tiss/validacao-xsd';
import type { Notificacoes } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { pageOf, paginacao, reais } from '../plataforma/listagem';
import { numerosDasGuias } from './lotes';
import { MSG_RECURSOS } from './messages-recursos';
import type { PrazosDeRecurso } from './recursos-config';
import type { RecursoGlosaTable } from './schema';
import { prazoDeRecurso, type RodadaDaGlosa, recuperadoDe, situacaoDe } from './situacao-do-recurso';
import { textoEmReais } from './valores/em-reais';

export type RecursoGlosaRequest = RequestBody<DentistOperations['createRecursoGlosa']>;
export type RespostaRecursoRequest = RequestBody<DentistOperations['answerAuditoriaRecurso']>;
export type RecursosFilters = QueryParams<DentistOperations['listAuditoriaRecursos']>;
type PlanoImagem = DentistSchema<'PlanoImagem'>;

/** A plan's files (PlanoImagem) with links for a session, read through `db`: PlanoArquivos.recordsOf. */
export type ArquivosDoPlano = (
  db: Kysely<Database>,
  planoId: number,
  sessao: string,
  now: Date,
) => Promise<PlanoImagem[]>;

/** The dentist's appeal as sent, and the message that says so. */
export interface RecursoEnviado {
  recurso: Awaited<ReturnType<RecursosDeGlosa['recurso']>>;
  message: string;
}

/** A round of a glosa's appeal as read, with what the records show. */
export interface Rodada extends RodadaDaGlosa {
  itemId: number;
  rodada: number;
  recursoId: number;
  protocolo: string;
  justificativa: string;
  enviadoEm: Date;
  arquivos: PlanoImagem[];
  resposta:
    | (NonNullable<RodadaDaGlosa['resposta']> & { justificativa: string | null; auditor: string })
    | null;
}

const emReais = (centavos: number) => textoEmReais(centavos / 100);

/** The appeal's number (TISS numeroGuiaRecGlosaPrestador): 'RG' and six digits. */
export const numeroDoRecurso = (id: number) => `RG${String(id).padStart(6, '0')}`;

/** The operator's protocol for an appeal: the day received (yyMMdd, São Paulo) and the appeal in six digits. */
export const protocoloDoRecurso = (id: number, recebidoEm: Date) =>
  `${diaEmSaoPaulo(recebidoEm).slice(2).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

function respostaRecord(resposta: Rodada['resposta']) {
  if (!resposta) return null;
  return {
    decisao: resposta.decisao,
    valorAcatado: reais(resposta.acatadoCentavos),
    justificativa: resposta.justificativa,
    auditor: resposta.auditor,
    respondidoEm: resposta.respondidoEm.toISOString(),
  };
}

/** A round as the contract gives it (RodadaDeRecurso). */
function rodadaRecord(rodada: Rodada) {
  return {
    rodada: rodada.rodada,
    idRecurso: rodada.recursoId,
    numeroRecurso: rodada.numero,
    protocolo: rodada.protocolo,
    justificativa: rodada.justificativa,
    valorRecursado: reais(rodada.recursadoCentavos),
    arquivos: rodada.arquivos,
    enviadoEm: rodada.enviadoEm.toISOString(),
    prazoResposta: rodada.prazoResposta,
    resposta: respostaRecord(rodada.resposta),
  };
}

/** What a line of the queue (RecursoResumo) reads of an appeal, its dentist and its answer. */
const RESUMO_COLUMNS = [
  'r.id',
  'r.numero',
  'r.protocolo',
  'r.dentistaId',
  'r.fechamentoId',
  'r.enviadoEm',
  'r.prazoResposta',
  'r.valorRecursadoCentavos',
  'd.nome',
  'd.cro',
  'd.uf',
  'rr.respondidoEm',
  'rr.valorAcatadoCentavos',
] as const;

/** A notice stored in the transaction, delivered once it commits. */
type Entrega = { dentistaId: number; aviso: Awaited<ReturnType<Notificacoes['registrar']>> };

/**
 * The glosa appeal (docs/product-rules.md#glosa-appeal): the dentist appeals glosas of one batch with a
 * justification and files, within the contract's deadline and rounds; the TISS recursoGlosa is built, validated
 * against the ANS schema and kept with its protocol. The operator answers every item at once (accept, accept
 * part, keep) with a TISS respostaRecursoGlosa, validated and kept; an accepted amount is a credit of the
 * dentist's next payment statement. Everything is written once (migration 022).
 */
export class RecursosDeGlosa {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlanoDefaults,
    private readonly prazos: PrazosDeRecurso,
    private readonly notificacoes: Pick<Notificacoes, 'registrar' | 'entregar'>,
    private readonly arquivosDoPlano: ArquivosDoPlano,
  ) {}

  /**
   * The rounds of these glosas (analysis ids), the first first, with file links for `sessao`; without a session
   * (inside a transaction, where the file service's own connection would wait on it), without their files.
   */
  async rodadasDe(db: Kysely<Database>, analiseIds: readonly number[], sessao: string | null, now: Date) {
    const porGlosa = new Map<number, Rodada[]>();
    if (analiseIds.length === 0) return porGlosa;
    const rows = await db
      .selectFrom('recursoGlosaItem as ri')
      .innerJoin('recursoGlosa as r', 'r.id', 'ri.recursoGlosaId')
      .innerJoin('analiseContaItem as a', 'a.id', 'ri.analiseContaItemId')
      .innerJoin('planoTratamentoItem as i', 'i.id', 'a.planoTratamentoItemId')
      .leftJoin('respostaRecursoItem as ra', 'ra.recursoGlosaItemId', 'ri.id')
      .leftJoin('respostaRecursoGlosa as rr', 'rr.recursoGlosaId', 'r.id')
      .leftJoin('dentista as au', 'au.id', 'rr.auditorId')
      .select([
        'ri.id',
        'ri.analiseContaItemId',
        'ri.rodada',
        'ri.justificativa',
        'ri.valorRecursadoCentavos',
        'r.id as recursoId',
        'r.numero',
        'r.protocolo',
        'r.enviadoEm',
        'r.prazoResposta',
        'i.planoTratamentoId as planoId',
        'ra.decisao',
        'ra.valorAcatadoCentavos',
        'ra.justificativa as justificativaDaResposta',
        'rr.respondidoEm',
        'au.nome as auditor',
        sql<number[]>`coalesce((select array_agg(x.plano_imagem_id order by x.plano_imagem_id)
          from recurso_glosa_arquivo x where x.recurso_glosa_item_id = ri.id), '{}')`.as('arquivoIds'),
      ])
      .where('ri.analiseContaItemId', 'in', [...analiseIds])
      .orderBy('ri.rodada')
      .execute();
    const planos = [...new Set(rows.filter((row) => row.arquivoIds.length > 0).map((row) => row.planoId))];
    const arquivos = new Map<number, PlanoImagem[]>();
    if (sessao !== null) {
      for (const planoId of planos) {
        arquivos.set(planoId, await this.arquivosDoPlano(db, planoId, sessao, now));
      }
    }
    for (const row of rows) {
      const doPlano = arquivos.get(row.planoId) ?? [];
      const rodada: Rodada = {
        itemId: row.id,
        rodada: row.rodada,
        recursoId: row.recursoId,
        numero: row.numero,
        protocolo: row.protocolo,
        justificativa: row.justificativa,
        recursadoCentavos: row.valorRecursadoCentavos,
        enviadoEm: row.enviadoEm,
        prazoResposta: row.prazoResposta,
        arquivos: row.arquivoIds.flatMap((id) => doPlano.filter((arquivo) => arquivo.idImagem === id)),
        resposta:
          row.decisao === null || row.respondidoEm === null
            ? null
            : {
                decisao: row.decisao,
                acatadoCentavos: row.valorAcatadoCentavos ?? 0,
                justificativa: row.justificativaDaResposta,
                auditor: row.auditor ?? '',
                respondidoEm: row.respondidoEm,
              },
      };
      porGlosa.set(row.analiseContaItemId, [...(porGlosa.get(row.analiseContaItemId) ?? []), rodada]);
    }
    return porGlosa;
  }

  /** A glosa's appeal as Glosas shows it: status, recovered amount, deadline and rounds. */
  situacaoDaGlosa(
    glosa: Pick<GlosaRow, 'analisadoEm' | 'valorGlosadoCentavos' | 'procedureName'>,
    rodadas: readonly Rodada[],
    now: Date,
  ) {
    const { restanteCentavos: _restante, ...recurso } = prazoDeRecurso(
      { analisadoEm: glosa.analisadoEm, glosadoCentavos: glosa.valorGlosadoCentavos },
      rodadas,
      this.prazos,
      now,
    );
    return {
      status: situacaoDe(rodadas),
      valorRecuperado: reais(recuperadoDe(rodadas)),
      recurso,
      recursos: rodadas.map(rodadaRecord),
    };
  }

  /**
   * Records the dentist's appeal of glosas of one batch. 400 for a blank justification, a glosa twice, glosas of
   * two batches or a file of another plan; 404 for a glosa not the dentist's; 409 for a glosa that cannot be
   * appealed now (under appeal, accepted, past the deadline or the rounds). Nothing is stored on a refusal.
   */
  async recorrer(
    caller: Caller,
    pedido: RecursoGlosaRequest,
    now = new Date(),
    guardar?: (trx: Kysely<Database>, resposta: RecursoEnviado) => Promise<void>,
  ): Promise<RecursoEnviado> {
    const { resposta, entregas } = await this.db.transaction().execute(async (trx) => {
      const { id, entregas } = await this.recorrerEm(trx, caller, pedido, now);
      const recurso = await this.recurso(trx, id, caller.sessao, now);
      const resposta = { recurso, message: MSG_RECURSOS.recursoEnviado(recurso.numero, recurso.protocolo) };
      // An Idempotency-Key's answer is kept with the appeal: both commit or neither.
      if (guardar) await guardar(trx, resposta);
      return { resposta, entregas };
    });
    for (const { dentistaId, aviso } of entregas) await this.notificacoes.entregar(dentistaId, aviso);
    return resposta;
  }

  /** `recorrer` inside the caller's transaction, the notice stored but not delivered (the demo seed). */
  async recorrerEm(trx: Kysely<Database>, caller: Caller, pedido: RecursoGlosaRequest, now: Date) {
    pedido.itens.forEach((item, index) => {
      if (item.justificativa.trim() === '') {
        throw fieldError(
          400,
          `itens/${index}/justificativa`,
          MSG_RECURSOS.justificativaVazia,
          MSG_RECURSOS.recursoNaoEnviado,
        );
      }
    });
    const ids = pedido.itens.map((item) => item.idGlosa);
    if (new Set(ids).size !== ids.length) {
      throw new ApiError(400, MSG_RECURSOS.glosaRepetida);
    }
    const glosas = await todasAsGlosas(trx)
      .select([...GLOSA_COLUMNS, 'i.qtdeUso'])
      .where('a.id', 'in', ids)
      .where('f.dentistaId', '=', caller.id)
      .execute();
    if (glosas.length !== ids.length) throw new ApiError(404, MSG_RECURSOS.glosaNaoEncontrada);
    const loteId = glosas[0]?.loteId ?? 0;
    if (glosas.some((glosa) => glosa.loteId !== loteId)) {
      throw new ApiError(400, MSG_RECURSOS.umLotePorRecurso);
    }
    // One appeal at a time per batch: the batch's row is the lock (a second one waits, then sees the first).
    const lote = await trx
      .selectFrom('fechamento')
      .select(['id', 'protocolo'])
      .where('id', '=', loteId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const porId = new Map(glosas.map((glosa) => [glosa.id, glosa]));
    const rodadas = await this.rodadasDe(trx, ids, null, now);
    const itens = pedido.itens.map((pedido, index) => {
      const glosa = porId.get(pedido.idGlosa);
      if (!glosa) throw new ApiError(404, MSG_RECURSOS.glosaNaoEncontrada);
      const anteriores = rodadas.get(glosa.id) ?? [];
      const prazo = prazoDeRecurso(
        { analisadoEm: glosa.analisadoEm, glosadoCentavos: glosa.valorGlosadoCentavos },
        anteriores,
        this.prazos,
        now,
      );
      if (!prazo.permitido) {
        throw fieldError(
          409,
          `itens/${index}/idGlosa`,
          MSG_RECURSOS.naoRecorrivel(
            `${glosa.procedureName} · ${glosaRecord(glosa, '').local}`,
            prazo.motivo ?? '',
          ),
          MSG_RECURSOS.recursoNaoEnviado,
        );
      }
      return {
        pedido,
        glosa,
        index,
        rodada: anteriores.length + 1,
        recursadoCentavos: prazo.restanteCentavos,
      };
    });
    for (const { pedido, glosa, index } of itens) {
      const idsImagem = pedido.idsImagem ?? [];
      if (idsImagem.length === 0) continue;
      const doPlano = await trx
        .selectFrom('planoImagem')
        .select('id')
        .where('id', 'in', idsImagem)
        .where('planoTratamentoId', '=', glosa.planoId)
        .execute();
      if (doPlano.length !== idsImagem.length) {
        throw fieldError(
          400,
          `itens/${index}/idsImagem`,
          MSG_RECURSOS.arquivoDeOutroPlano,
          MSG_RECURSOS.recursoNaoEnviado,
        );
      }
    }

    // The number and the protocol are the appeal's id: taken before the row, which is written once.
    const { id } = await sql<{ id: number }>`select nextval('recurso_glosa_id_seq')::int as id`
      .execute(trx)
      .then((result) => result.rows[0] ?? { id: 0 });
    const numero = numeroDoRecurso(id);
    const protocolo = protocoloDoRecurso(id, now);
    const prazoResposta = shiftDia(diaEmSaoPaulo(now), this.prazos.prazoRespostaDias);
    const envio = await this.paraEnvio(
      trx,
      { numero, enviadoEm: now, dentistaId: caller.id, loteId, protocoloLote: lote.protocolo ?? '' },
      itens.map(({ glosa, pedido, recursadoCentavos }) => ({
        glosa,
        justificativa: pedido.justificativa.trim(),
        recursadoCentavos,
      })),
    );
    const mensagem = mensagemRecursoGlosa(envio.recurso);
    await this.validar(mensagem.bytes, numero);
    const total = itens.reduce((soma, item) => soma + item.recursadoCentavos, 0);
    await trx
      .insertInto('recursoGlosa')
      .values({
        id,
        numero,
        protocolo,
        dentistaId: caller.id,
        fechamentoId: loteId,
        enviadoEm: now,
        prazoResposta,
        valorRecursadoCentavos: total,
        hash: mensagem.hash,
        mensagem: mensagem.bytes,
      })
      .execute();
    for (const { pedido, glosa, rodada, recursadoCentavos } of itens) {
      const item = await trx
        .insertInto('recursoGlosaItem')
        .values({
          recursoGlosaId: id,
          analiseContaItemId: glosa.id,
          rodada,
          justificativa: pedido.justificativa.trim(),
          valorRecursadoCentavos: recursadoCentavos,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const idsImagem = pedido.idsImagem ?? [];
      if (idsImagem.length > 0) {
        await trx
          .insertInto('recursoGlosaArquivo')
          .values(idsImagem.map((planoImagemId) => ({ recursoGlosaItemId: item.id, planoImagemId })))
          .execute();
      }
    }
    const aviso = await this.notificacoes.registrar(trx, {
      dentistaId: caller.id,
      loteId,
      titulo: MSG_RECURSOS.avisoEnviadoTitulo(numero),
      texto: MSG_RECURSOS.avisoEnviadoTexto(protocolo, emReais(total), diaBrasileiro(prazoResposta)),
      em: now,
    });
    return { id, entregas: [{ dentistaId: caller.id, aviso }] satisfies Entrega[] };
  }

  /**
   * The appeal's message input: its items grouped by guide, in the order the batch billed them; `ordem` names
   * each item's glosa (analysis id) in that order, for the answer to follow it.
   */
  private async paraEnvio(
    trx: Kysely<Database>,
    recurso: { numero: string; enviadoEm: Date; dentistaId: number; loteId: number; protocoloLote: string },
    itens: readonly {
      glosa: GlosaRow & { qtdeUso: number };
      justificativa: string;
      recursadoCentavos: number;
    }[],
  ): Promise<{ recurso: RecursoParaEnvio; ordem: number[][] }> {
    const faturados = await trx
      .selectFrom('planoTratamentoItem')
      .select(['id', 'planoTratamentoId'])
      .where('fechamentoId', '=', recurso.loteId)
      .orderBy('planoTratamentoId')
      .orderBy('id')
      .execute();
    const planoIds = [...new Set(itens.map(({ glosa }) => glosa.planoId))].sort((a, b) => a - b);
    const numeros = await numerosDasGuias(trx, planoIds);
    const porGuia = planoIds.map((planoId) =>
      itens
        .filter(({ glosa }) => glosa.planoId === planoId)
        .sort((a, b) => a.glosa.planoTratamentoItemId - b.glosa.planoTratamentoItemId),
    );
    const guias: GuiaDoRecurso[] = planoIds.map((planoId, g) => {
      const daGuia = faturados.filter((item) => item.planoTratamentoId === planoId);
      return {
        numeroGuiaPrestador: numeros.get(planoId) ?? '',
        itens: (porGuia[g] ?? []).map(({ glosa, justificativa, recursadoCentavos }) => ({
          sequencialItem: daGuia.findIndex((item) => item.id === glosa.planoTratamentoItemId) + 1,
          codigoTuss: glosa.procedureCode,
          descricao: glosa.procedureName,
          dente: glosa.idDente,
          regiao: regiaoDo(glosa),
          faces: glosa.faces ? glosa.faces.split(',').map((face) => face.trim()) : [],
          dataRealizacao: glosa.dataRealizacao ?? '',
          quantidade: glosa.qtdeUso,
          codigoGlosa: glosa.codigoGlosa ?? '',
          justificativa,
          recursadoCentavos,
        })),
      };
    });
    return {
      recurso: {
        numero: recurso.numero,
        enviadoEm: recurso.enviadoEm,
        operadora: { registroANS: this.defaults.registroANS, nome: this.defaults.nomeOperadora },
        codigoPrestador: String(recurso.dentistaId),
        numeroLote: numeroDoLote(recurso.loteId),
        protocoloLote: recurso.protocoloLote,
        guias,
      },
      ordem: porGuia.map((guia) => guia.map(({ glosa }) => glosa.id)),
    };
  }

  private async validar(bytes: Buffer, numero: string) {
    const problemas = await validarMensagemTiss(bytes);
    if (problemas.length > 0) {
      throw new Error(
        `recurso ${numero}: a mensagem não valida contra o XSD da ANS: ${problemas.join('; ')}`,
      );
    }
  }

  /** Appeals with their dentist (`d`) and answer (`rr`, null while waiting), as the queue and one appeal read them. */
  private recursos(db: Kysely<Database>) {
    return db
      .selectFrom('recursoGlosa as r')
      .innerJoin('dentista as d', 'd.id', 'r.dentistaId')
      .leftJoin('respostaRecursoGlosa as rr', 'rr.recursoGlosaId', 'r.id');
  }

  private recursoRow(db: Kysely<Database>, id: number, dentistaId?: number) {
    let query = this.recursos(db)
      .innerJoin('fechamento as f', 'f.id', 'r.fechamentoId')
      .select([...RESUMO_COLUMNS, 'r.hash', 'f.protocolo as protocoloLote', 'rr.hash as hashResposta'])
      .where('r.id', '=', id);
    if (dentistaId !== undefined) query = query.where('r.dentistaId', '=', dentistaId);
    return query;
  }

  private resumoDe(
    row: Pick<Selectable<RecursoGlosaTable>, 'id' | 'numero' | 'protocolo' | 'fechamentoId' | 'enviadoEm'> & {
      prazoResposta: string;
      valorRecursadoCentavos: number;
      dentistaId: number;
      nome: string;
      cro: string;
      uf: string;
      respondidoEm: Date | null;
      valorAcatadoCentavos: number | null;
    },
    now: Date,
  ) {
    return {
      id: row.id,
      numero: row.numero,
      protocolo: row.protocolo,
      idLote: row.fechamentoId,
      numeroLote: numeroDoLote(row.fechamentoId),
      dentista: { id: row.dentistaId, nome: row.nome, cro: row.cro, uf: row.uf },
      enviadoEm: row.enviadoEm.toISOString(),
      prazoResposta: row.prazoResposta,
      diasParaResponder: diasCorridosEntre(diaEmSaoPaulo(now), row.prazoResposta),
      valorRecursado: reais(row.valorRecursadoCentavos),
      valorAcatado: row.valorAcatadoCentavos === null ? null : reais(row.valorAcatadoCentavos),
      respondidoEm: row.respondidoEm?.toISOString() ?? null,
    };
  }

  /** One appeal for the operator, file links for the auditor's session. */
  get(auditor: Caller, id: number, now = new Date()) {
    return this.recurso(this.db, id, auditor.sessao, now);
  }

  /** One appeal (RecursoGlosa): its items with their glosas, files and earlier rounds, and the answer. */
  async recurso(db: Kysely<Database>, id: number, sessao: string, now: Date, dentistaId?: number) {
    const row = await this.recursoRow(db, id, dentistaId).executeTakeFirst();
    if (!row) throw new ApiError(404, MSG_RECURSOS.recursoNaoEncontrado);
    const itens = await db
      .selectFrom('recursoGlosaItem')
      .select(['id', 'analiseContaItemId'])
      .where('recursoGlosaId', '=', id)
      .orderBy('id')
      .execute();
    const analiseIds = itens.map((item) => item.analiseContaItemId);
    const [glosas, rodadas] = await Promise.all([
      todasAsGlosas(db).select(GLOSA_COLUMNS).where('a.id', 'in', analiseIds).execute(),
      this.rodadasDe(db, analiseIds, sessao, now),
    ]);
    const numeros = await numerosDasGuias(db, [...new Set(glosas.map((glosa) => glosa.planoId))]);
    const { valorAcatadoCentavos: _acatado, ...resumo } = row;
    return {
      ...this.resumoDe(row, now),
      protocoloLote: resumo.protocoloLote ?? '',
      hash: row.hash,
      hashResposta: row.hashResposta,
      itens: itens.map((item) => {
        const glosa = glosas.find((cada) => cada.id === item.analiseContaItemId);
        const todas = rodadas.get(item.analiseContaItemId) ?? [];
        const esta = todas.find((rodada) => rodada.itemId === item.id);
        if (!glosa || !esta) throw new Error(`appeal ${id}: item ${item.id} without its glosa or round`);
        // The appeal names its batch once: the glosa's own batch fields stay out of its items (RecursoGlosaItem).
        const {
          idLote: _lote,
          numeroLote: _numero,
          protocolo: _protocolo,
          reason: _reason,
          ...daGlosa
        } = glosaRecord(glosa, numeros.get(glosa.planoId) ?? '');
        return {
          id: item.id,
          idGlosa: glosa.id,
          ...daGlosa,
          rodada: esta.rodada,
          justificativa: esta.justificativa,
          valorRecursado: reais(esta.recursadoCentavos),
          arquivos: esta.arquivos,
          anteriores: todas.filter((rodada) => rodada.rodada < esta.rodada).map(rodadaRecord),
          resposta: respostaRecord(esta.resposta),
        };
      }),
    };
  }

  /** The operator's queue: waiting appeals by answer deadline, or the answered ones, newest first. */
  async list(filters: RecursosFilters, now = new Date()) {
    const page = pageOf(filters);
    const respondidos = filters.situacao === 'respondido';
    const base = this.recursos(this.db).where('rr.id', respondidos ? 'is not' : 'is', null);
    const [{ total }, rows] = await Promise.all([
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      (respondidos
        ? base.orderBy('rr.respondidoEm', 'desc')
        : base.orderBy('r.prazoResposta', 'asc').orderBy('r.enviadoEm', 'asc')
      )
        .select([
          ...RESUMO_COLUMNS,
          sql<number>`(select count(*)::int from recurso_glosa_item ri where ri.recurso_glosa_id = r.id)`.as(
            'quantidadeItens',
          ),
        ])
        .orderBy('r.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return {
      data: rows.map((row) => ({ ...this.resumoDe(row, now), quantidadeItens: row.quantidadeItens })),
      paginacao: paginacao(page, total),
    };
  }

  /**
   * Records the operator's answer to every item of an appeal: 404 for a missing appeal, 409 for an answered
   * one, 400 for an item missing, unknown or twice, or a decision without what it needs. The answer's TISS
   * message is validated and kept; the dentist is told.
   */
  async responder(auditor: Caller, id: number, pedido: RespostaRecursoRequest, now = new Date()) {
    const { entregas, numero, acatado, recursado } = await this.db
      .transaction()
      .execute((trx) => this.responderEm(trx, auditor, id, pedido, now));
    for (const { dentistaId, aviso } of entregas) await this.notificacoes.entregar(dentistaId, aviso);
    return {
      recurso: await this.recurso(this.db, id, auditor.sessao, now),
      message: MSG_RECURSOS.respostaRegistrada(numero, emReais(acatado), emReais(recursado)),
    };
  }

  /** `responder` inside the caller's transaction, the notice stored but not delivered (the demo seed). */
  async responderEm(
    trx: Kysely<Database>,
    auditor: Caller,
    id: number,
    pedido: RespostaRecursoRequest,
    now: Date,
  ) {
    const recurso = await trx
      .selectFrom('recursoGlosa')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!recurso) throw new ApiError(404, MSG_RECURSOS.recursoNaoEncontrado);
    const respondido = await trx
      .selectFrom('respostaRecursoGlosa')
      .select('id')
      .where('recursoGlosaId', '=', id)
      .executeTakeFirst();
    if (respondido) throw new ApiError(409, MSG_RECURSOS.jaRespondido);
    const itens = await trx
      .selectFrom('recursoGlosaItem')
      .selectAll()
      .where('recursoGlosaId', '=', id)
      .orderBy('id')
      .execute();
    const pedidos = new Map<number, RespostaRecursoRequest['itens'][number]>();
    pedido.itens.forEach((resposta, index) => {
      if (!itens.some((item) => item.id === resposta.id) || pedidos.has(resposta.id)) {
        throw fieldError(
          400,
          `itens/${index}/id`,
          MSG_RECURSOS.itemDeOutroRecurso,
          MSG_RECURSOS.respostaNaoRegistrada,
        );
      }
      pedidos.set(resposta.id, resposta);
    });
    const decididos = itens.map((item) => {
      const resposta = pedidos.get(item.id);
      if (!resposta) {
        throw new ApiError(400, MSG_RECURSOS.respostaNaoRegistrada, {
          errors: [MSG_RECURSOS.respondaCadaItem],
        });
      }
      const index = pedido.itens.indexOf(resposta);
      return {
        item,
        resposta: decisaoDa(resposta, item.valorRecursadoCentavos, index),
        decisao: resposta.decisao,
      };
    });

    const glosas = await todasAsGlosas(trx)
      .select([...GLOSA_COLUMNS, 'i.qtdeUso'])
      .where(
        'a.id',
        'in',
        itens.map((item) => item.analiseContaItemId),
      )
      .execute();
    const envio = await this.paraEnvio(
      trx,
      {
        numero: recurso.numero,
        enviadoEm: recurso.enviadoEm,
        dentistaId: recurso.dentistaId,
        loteId: recurso.fechamentoId,
        protocoloLote:
          (
            await trx
              .selectFrom('fechamento')
              .select('protocolo')
              .where('id', '=', recurso.fechamentoId)
              .executeTakeFirstOrThrow()
          ).protocolo ?? '',
      },
      itens.map((item) => {
        const glosa = glosas.find((cada) => cada.id === item.analiseContaItemId);
        if (!glosa) throw new Error(`appeal ${id}: glosa ${item.analiseContaItemId} missing`);
        return { glosa, justificativa: item.justificativa, recursadoCentavos: item.valorRecursadoCentavos };
      }),
    );
    // The answers in the message's order: per guide, per item, as paraEnvio grouped them.
    const respostas: RespostaDoItem[][] = envio.ordem.map((guia) =>
      guia.map((analiseId) => {
        const decidido = decididos.find(({ item }) => item.analiseContaItemId === analiseId);
        if (!decidido) throw new Error(`appeal ${id}: glosa ${analiseId} of the message has no answer`);
        return decidido.resposta;
      }),
    );
    const mensagem = mensagemRespostaRecursoGlosa({ recurso: envio.recurso, respondidoEm: now, respostas });
    await this.validar(mensagem.bytes, recurso.numero);
    const acatado = decididos.reduce((soma, { resposta }) => soma + resposta.acatadoCentavos, 0);
    await trx
      .insertInto('respostaRecursoGlosa')
      .values({
        recursoGlosaId: id,
        auditorId: auditor.id,
        respondidoEm: now,
        valorAcatadoCentavos: acatado,
        hash: mensagem.hash,
        mensagem: mensagem.bytes,
      })
      .execute();
    await trx
      .insertInto('respostaRecursoItem')
      .values(
        decididos.map(({ item, resposta, decisao }) => ({
          recursoGlosaItemId: item.id,
          decisao,
          valorAcatadoCentavos: resposta.acatadoCentavos,
          justificativa: resposta.justificativa,
        })),
      )
      .execute();
    const aviso = await this.notificacoes.registrar(trx, {
      dentistaId: recurso.dentistaId,
      loteId: recurso.fechamentoId,
      titulo: MSG_RECURSOS.avisoRespondidoTitulo(recurso.numero),
      texto: MSG_RECURSOS.avisoRespondidoTexto(emReais(acatado), emReais(recurso.valorRecursadoCentavos)),
      em: now,
    });
    return {
      entregas: [{ dentistaId: recurso.dentistaId, aviso }] satisfies Entrega[],
      numero: recurso.numero,
      acatado,
      recursado: recurso.valorRecursadoCentavos,
    };
  }

  /** The bytes of one of the caller's appeals, or of the operator's answer to it (409 before it). */
  async tiss(caller: Caller, id: number, qual: 'recurso' | 'resposta') {
    const row = await this.db
      .selectFrom('recursoGlosa as r')
      .leftJoin('respostaRecursoGlosa as rr', 'rr.recursoGlosaId', 'r.id')
      .select(['r.numero', 'r.mensagem', 'rr.mensagem as resposta'])
      .where('r.id', '=', id)
      .where('r.dentistaId', '=', caller.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, MSG_RECURSOS.recursoNaoEncontrado);
    const bytes = qual === 'recurso' ? row.mensagem : row.resposta;
    if (bytes === null) throw new ApiError(409, MSG_RECURSOS.aindaSemResposta);
    return { numero: row.numero, bytes: Buffer.from(bytes) };
  }
}

/** The accepted amount and justification of one answer; 400 when the decision lacks what it needs. */
function decisaoDa(
  resposta: RespostaRecursoRequest['itens'][number],
  recursado: number,
  index: number,
): RespostaDoItem {
  const campo = (nome: string) => `itens/${index}/${nome}`;
  const recusa = (nome: string, texto: string) =>
    fieldError(400, campo(nome), texto, MSG_RECURSOS.respostaNaoRegistrada);
  const justificativa = resposta.justificativa?.trim() || null;
  if (resposta.decisao !== 'aceitarParte' && resposta.valorAcatado !== undefined) {
    throw recusa('valorAcatado', MSG_RECURSOS.valorSoParaParte);
  }
  if (resposta.decisao === 'aceitar') return { acatadoCentavos: recursado, justificativa };
  if (justificativa === null) throw recusa('justificativa', MSG_RECURSOS.respostaSemJustificativa);
  if (resposta.decisao === 'manter') return { acatadoCentavos: 0, justificativa };
  if (resposta.valorAcatado === undefined) throw recusa('valorAcatado', MSG_RECURSOS.parteSemValor);
  const centavos = Math.round(resposta.valorAcatado * 100);
  if (centavos <= 0 || centavos >= recursado) {
    throw recusa('valorAcatado', MSG_RECURSOS.parteValor(emReais(recursado)));
  }
  return { acatadoCentavos: centavos, justificativa };
}
