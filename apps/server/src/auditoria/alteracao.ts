import type { Kysely } from 'kysely';
import type { LocalDoItem } from '../ciclo-de-vida/local-do-item';
import { regiaoDo } from '../ciclo-de-vida/local-do-item';
import type { ItemAtual } from '../ciclo-de-vida/transicoes';
import type { DentistSchema } from '../contract';
import { contextoDoPlano, glosasPrevistas, siteProblem } from '../planos/regras';
import type { Database } from '../plataforma/banco/schema';
import { fieldError } from '../plataforma/errors';
import type { DetalhesDaDecisao } from './decisao';
import { MSG_AUDITORIA_ITENS } from './messages';

type AlteracaoAutorizada = DentistSchema<'AlteracaoAutorizada'>;
type AlteracaoDoItem = DentistSchema<'AlteracaoDoItem'>;
type ProcedimentoDoItem = DentistSchema<'ProcedimentoDoItem'>;

/** The column of a Tabela 42 code: arches, half-arches, sextants, or any other region. */
function colunaDaRegiao(codigo: string): 'arcada' | 'hemiArcada' | 'sextante' | 'regiao' {
  if (codigo === 'AS' || codigo === 'AI') return 'arcada';
  if (/^HA[SI][DE]$/.test(codigo)) return 'hemiArcada';
  if (/^S[1-6]$/.test(codigo)) return 'sextante';
  return 'regiao';
}

/** An item's procedure and place as the contract writes it (ProcedimentoDoItem). */
function procedimentoDoItem(codTuss: string, descricao: string, local: LocalDoItem): ProcedimentoDoItem {
  return { codTuss, descricao, idDente: local.idDente, faces: local.faces, regiao: regiaoDo(local) };
}

/** The place the change authorizes: a tooth (with or without faces) or a region replaces the requested one. */
function localAlterado(pedido: LocalDoItem, alteracao: AlteracaoAutorizada): LocalDoItem {
  const semRegiao = { arcada: null, hemiArcada: null, sextante: null, regiao: null };
  if (alteracao.regiao !== undefined) {
    return { idDente: null, faces: null, ...semRegiao, [colunaDaRegiao(alteracao.regiao)]: alteracao.regiao };
  }
  if (alteracao.idDente !== undefined) {
    return { idDente: alteracao.idDente, faces: alteracao.faces ?? pedido.faces, ...semRegiao };
  }
  if (alteracao.faces !== undefined) return { ...pedido, faces: alteracao.faces };
  return pedido;
}

/** The item's procedure and place as requested, from the row locked by the decision. */
export async function pedidoDoItem(db: Kysely<Database>, itemId: number) {
  return db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .select([
      'pr.tuss',
      'pr.descricao',
      'i.idDente',
      'i.faces',
      'i.arcada',
      'i.hemiArcada',
      'i.sextante',
      'i.regiao',
      'p.dentistaId',
    ])
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/**
 * The authorization with change an auditor proposes (docs/product-rules.md#authorization-desk): what was
 * requested, what is authorized (another code, tooth, faces or region; what is not given stays as requested),
 * the code that explains it and the note. 400 when the change is the request itself, names no procedure of
 * the table, or places it where it cannot be read (the procedure rules' blocking glosas).
 */
export async function alteracaoProposta(
  trx: Kysely<Database>,
  item: ItemAtual,
  alteracao: AlteracaoAutorizada,
  detalhes: DetalhesDaDecisao,
  now: Date,
): Promise<AlteracaoDoItem> {
  const invalida = (mensagem: string) => fieldError(400, 'alteracao', mensagem);
  const atual = await pedidoDoItem(trx, item.id);
  const pedidoLocal: LocalDoItem = {
    idDente: atual.idDente,
    faces: atual.faces,
    arcada: atual.arcada,
    hemiArcada: atual.hemiArcada,
    sextante: atual.sextante,
    regiao: atual.regiao,
  };
  const codTuss = alteracao.codTuss ?? atual.tuss;
  const procedimento = await trx
    .selectFrom('procedimento')
    .select(['descricao'])
    .where('tuss', '=', codTuss)
    .executeTakeFirst();
  if (!procedimento) throw invalida(MSG_AUDITORIA_ITENS.alteracaoProcedimento(codTuss));
  const local = localAlterado(pedidoLocal, alteracao);
  const pedido = procedimentoDoItem(atual.tuss, atual.descricao, pedidoLocal);
  const autorizado = procedimentoDoItem(codTuss, procedimento.descricao, local);
  if (JSON.stringify(pedido) === JSON.stringify({ ...autorizado, descricao: pedido.descricao })) {
    throw invalida(MSG_AUDITORIA_ITENS.alteracaoIgual);
  }
  const ilegivel = siteProblem(local);
  if (ilegivel) throw invalida(MSG_AUDITORIA_ITENS.alteracaoIlegivel(ilegivel.reason));
  const contexto = await contextoDoPlano(trx, item.planoTratamentoId, atual.dentistaId, item.id);
  const bloqueante = glosasPrevistas(codTuss, local, contexto, now).find((glosa) => glosa.bloqueante);
  if (bloqueante) throw invalida(MSG_AUDITORIA_ITENS.alteracaoIlegivel(bloqueante.correcao));
  return {
    pedido,
    autorizado,
    codigoGlosa: detalhes.codigoGlosa ?? '',
    motivo: detalhes.textoGlosa ?? '',
    nota: detalhes.nota ?? '',
    situacao: 'proposta',
    propostaEm: now.toISOString(),
    respondidaEm: null,
  };
}

/** The item's new procedure and place when the dentist accepts the change. */
export async function itemAlterado(db: Kysely<Database>, alteracao: AlteracaoDoItem) {
  const { autorizado } = alteracao;
  const procedimento = await db
    .selectFrom('procedimento')
    .select(['id', 'valorCentavos'])
    .where('tuss', '=', autorizado.codTuss)
    .executeTakeFirstOrThrow();
  const semRegiao = { arcada: null, hemiArcada: null, sextante: null, regiao: null };
  const local: LocalDoItem =
    autorizado.regiao === null
      ? { idDente: autorizado.idDente, faces: autorizado.faces, ...semRegiao }
      : { idDente: null, faces: null, ...semRegiao, [colunaDaRegiao(autorizado.regiao)]: autorizado.regiao };
  return { procedimentoId: procedimento.id, local, valorUsoCentavos: procedimento.valorCentavos };
}
