import type { DentistSchema } from '../contract';
import {
  codigoAptoPara,
  type DecisaoComCodigo,
  textoDoCodigo,
} from '../mesa-de-autorizacao/codigos-por-decisao';
import { fieldError } from '../plataforma/errors';
import { MSG_AUDITORIA_ITENS } from './messages';

type DecisaoAuditoria = DentistSchema<'DecisaoAuditoria'>;
type Campo = 'codigoGlosa' | 'nota' | 'fundamento' | 'alteracao';

/** The code list a decision takes its Tabela 38 code from; the junta's denial has its own (3104). */
function listaDaDecisao(decisao: DecisaoAuditoria['decisao'], emJunta: boolean): DecisaoComCodigo | null {
  if (decisao === 'autorizar') return null;
  if (decisao === 'negar' && emJunta) return 'negarEmJunta';
  return decisao;
}

/** What a decision writes besides the new status: the code and its text, the note, the denial's ground. */
export interface DetalhesDaDecisao {
  codigoGlosa: string | null;
  textoGlosa: string | null;
  motivo: string | null;
  nota: string | null;
  fundamento: string | null;
}

/**
 * Checks a decision's body against the decision taken (docs/product-rules.md#authorization-desk): every
 * decision but authorizing takes a Tabela 38 code of its own list (a code outside Tabela 38 is a 400; a code of
 * another list, such as a pending or billing text to deny, a 422), a note, and a denial its contractual clause
 * or legal ground; an authorization with change takes the change. `emJunta`: the item is a contested denial,
 * whose denial takes only 3104.
 */
export function detalhesDaDecisao(decisao: DecisaoAuditoria, emJunta: boolean): DetalhesDaDecisao {
  const nota = decisao.nota?.trim() || null;
  const fundamento = decisao.fundamento?.trim() || null;
  const invalida = (mensagem: string, campo: Campo = 'codigoGlosa') => fieldError(400, campo, mensagem);
  const lista = listaDaDecisao(decisao.decisao, emJunta);
  if (decisao.decisao !== 'negar' && decisao.fundamento !== undefined) {
    throw invalida(MSG_AUDITORIA_ITENS.fundamentoSoAoNegar, 'fundamento');
  }
  if (decisao.decisao !== 'autorizarComAlteracao' && decisao.alteracao !== undefined) {
    throw invalida(MSG_AUDITORIA_ITENS.alteracaoSoAoAlterar, 'alteracao');
  }
  if (lista === null || decisao.decisao === 'autorizar') {
    if (decisao.codigoGlosa !== undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaAoAutorizar);
    return { codigoGlosa: null, textoGlosa: null, motivo: nota, nota, fundamento: null };
  }
  const codigo = decisao.codigoGlosa;
  if (codigo === undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaObrigatoria[decisao.decisao]);
  const texto = textoDoCodigo(codigo);
  if (texto === undefined) throw invalida(MSG_AUDITORIA_ITENS.glosaInexistente(codigo));
  if (!codigoAptoPara(lista, codigo)) {
    throw fieldError(
      422,
      'codigoGlosa',
      MSG_AUDITORIA_ITENS.glosaInapta(codigo, lista),
      MSG_AUDITORIA_ITENS.decisaoRecusada,
    );
  }
  if (nota === null) throw invalida(MSG_AUDITORIA_ITENS.notaObrigatoria, 'nota');
  if (decisao.decisao === 'negar' && fundamento === null) {
    throw invalida(MSG_AUDITORIA_ITENS.fundamentoObrigatorio, 'fundamento');
  }
  if (decisao.decisao === 'autorizarComAlteracao' && decisao.alteracao === undefined) {
    throw invalida(MSG_AUDITORIA_ITENS.alteracaoObrigatoria, 'alteracao');
  }
  return {
    codigoGlosa: codigo,
    textoGlosa: texto,
    motivo: MSG_AUDITORIA_ITENS.motivoComCodigo(texto, nota),
    nota,
    fundamento: decisao.decisao === 'negar' ? fundamento : null,
  };
}
