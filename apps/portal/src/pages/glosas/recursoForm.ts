import { type CallFailure, type Glosa, invalidParamsOf, type RecursoGlosaRequest } from '@odonto/api';
import {
  type FileLike,
  fileRejectionMessage,
  MAX_FILE_SIZE_BYTES,
  missingTypeMessage,
  type QueuedFile,
} from '@odonto/ui';

/** The most a justification may hold (TISS st_texto500). */
export const JUSTIFICATIVA_MAX = 500;
/** The most files an appealed glosa may carry (openapi RecursoGlosaRequestItem.idsImagem). */
export const ARQUIVOS_MAX = 10;

export const RECURSO_MESSAGES = {
  nenhuma: 'Escolha ao menos uma glosa.',
  justificativa: `Escreva a justificativa do recurso (até ${JUSTIFICATIVA_MAX} caracteres).`,
} as const;

/** The glosas of a guide, as the appeal dialog groups them. */
export interface GuiaDoRecurso<G> {
  numeroGuiaPrestador: string;
  glosas: G[];
}

/**
 * The glosas of the batch that can be appealed now, grouped by guide in the order they come (the guide of the
 * first one first), each guide's glosas in their order.
 */
export function guiasDoRecurso<G extends Pick<Glosa, 'numeroGuiaPrestador' | 'recurso'>>(
  glosas: readonly G[],
): GuiaDoRecurso<G>[] {
  const guias = new Map<string, G[]>();
  for (const glosa of glosas) {
    if (!glosa.recurso.permitido) continue;
    const list = guias.get(glosa.numeroGuiaPrestador) ?? [];
    list.push(glosa);
    guias.set(glosa.numeroGuiaPrestador, list);
  }
  return [...guias].map(([numeroGuiaPrestador, list]) => ({ numeroGuiaPrestador, glosas: list }));
}

/** What the dentist wrote and chose for one glosa of the appeal. */
export interface ItemDoRecurso<F extends FileLike = File> {
  justificativa: string;
  arquivos: QueuedFile<F>[];
}

export const ITEM_VAZIO: ItemDoRecurso<never> = { justificativa: '', arquivos: [] };

/** What keeps one glosa's part of the appeal from going. */
export interface ErrosDoItem {
  justificativa?: string;
  arquivos?: string;
}

/** The appeal's own checks: what is wrong overall (nothing chosen) and per chosen glosa (by its id). */
export interface ErrosDoRecurso {
  geral?: string;
  itens: Record<number, ErrosDoItem>;
}

export const semErros = (erros: ErrosDoRecurso) =>
  erros.geral === undefined && Object.keys(erros.itens).length === 0;

/**
 * The checks made before any file is sent: a glosa chosen, each with a justification of 1 to 500 characters
 * (blank is none), every file typed, and none over 2 MB (an image its row offers to reduce, still unreduced).
 */
export function validarRecurso<F extends FileLike>(
  escolhidas: readonly number[],
  itens: Readonly<Record<number, ItemDoRecurso<F>>>,
): ErrosDoRecurso {
  if (escolhidas.length === 0) return { geral: RECURSO_MESSAGES.nenhuma, itens: {} };
  const erros: Record<number, ErrosDoItem> = {};
  for (const id of escolhidas) {
    const item = itens[id] ?? ITEM_VAZIO;
    const texto = item.justificativa.trim();
    const erro: ErrosDoItem = {};
    if (texto === '' || texto.length > JUSTIFICATIVA_MAX) erro.justificativa = RECURSO_MESSAGES.justificativa;
    const semTipo = item.arquivos.filter((arquivo) => arquivo.imageTypeId === null).length;
    if (semTipo > 0) erro.arquivos = missingTypeMessage(semTipo);
    const grande = item.arquivos.find((arquivo) => arquivo.file.size > MAX_FILE_SIZE_BYTES);
    if (grande && !erro.arquivos) erro.arquivos = fileRejectionMessage('too-large', grande.file.name);
    if (erro.justificativa || erro.arquivos) erros[id] = erro;
  }
  return { itens: erros };
}

/**
 * The request body: the chosen glosas in the order shown, each justification trimmed, with the ids of the files
 * already uploaded to its plan (left out when none).
 */
export function recursoRequest<F extends FileLike>(
  escolhidas: readonly number[],
  itens: Readonly<Record<number, ItemDoRecurso<F>>>,
  idsImagem: Readonly<Record<number, readonly number[]>>,
): RecursoGlosaRequest {
  return {
    itens: escolhidas.map((idGlosa) => {
      const ids = idsImagem[idGlosa] ?? [];
      return {
        idGlosa,
        justificativa: (itens[idGlosa] ?? ITEM_VAZIO).justificativa.trim(),
        ...(ids.length > 0 ? { idsImagem: [...ids] } : {}),
      };
    }),
  };
}

const ITEM_PARAM = /^itens\/(\d+)\/(justificativa|idsImagem)/;

/**
 * The server's refusals placed under the chosen glosas: `itens/N/justificativa` is the N-th glosa sent (the
 * order of `escolhidas`); `itens/N/idsImagem…` goes under its files.
 */
export function errosDoServidor(failure: CallFailure, escolhidas: readonly number[]): ErrosDoRecurso {
  const itens: Record<number, ErrosDoItem> = {};
  for (const { name, reason } of invalidParamsOf(failure)) {
    const match = ITEM_PARAM.exec(name);
    const id = match ? escolhidas[Number(match[1])] : undefined;
    if (!match || id === undefined) continue;
    const erro = itens[id] ?? {};
    const campo = match[2] === 'justificativa' ? 'justificativa' : 'arquivos';
    itens[id] = { [campo]: reason, ...erro };
  }
  return { itens };
}
