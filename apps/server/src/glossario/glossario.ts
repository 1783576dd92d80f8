import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Glossario, StatusDoProduto } from '@odonto/contract';
import { FINANCIAL_STATUS, GLOSA_STATUS, ITEM_STATUS, LOTE_STATUS, PLANO_STATUS } from '@odonto/contract';
import {
  type CodigoTiss,
  ITEM_STATUS_TISS,
  PLANO_CANCELADO,
  statusDoPlano,
  statusTiss,
} from '../ciclo-de-vida/ciclo-de-vida';
import type { ItemStatus, PlanoStatus } from '../ciclo-de-vida/schema';
import { classificacaoDosCodigos, textoDoCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';
import { readCsvFile, seedFile } from '../plataforma/csv';

/*
 * The glossary both apps show (openapi getGlossario), built once from the server's reference data: the TISS
 * statuses and the regions and faces from seed/ (copies of shared/data/tiss), the Tabela 38 codes the desk
 * uses from mesa-de-autorizacao/codigos-por-decisao.csv with their official texts, and the product's
 * statuses from significados.csv, each with the TISS codes the lifecycle gives it (ciclo-de-vida.ts).
 */

type Tipo = StatusDoProduto['tipo'];

export const SIGNIFICADOS_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'significados.csv',
);

/** Every status value of each kind, as the API gives it (the plan's number as text). */
const VALORES: Readonly<Record<Tipo, readonly string[]>> = {
  plano: PLANO_STATUS.map(String),
  item: ITEM_STATUS,
  glosa: GLOSA_STATUS,
  lote: LOTE_STATUS,
  financeiro: FINANCIAL_STATUS,
};

const TIPOS = Object.keys(VALORES) as Tipo[];

const isTipo = (value: string): value is Tipo => (TIPOS as string[]).includes(value);

/**
 * The TISS codes each plan status takes, found by running the plan's rule (statusDoPlano) over every list of
 * one or two item statuses, a draft and a cancellation: the glossary says what the lifecycle does, not a copy.
 */
export function codigosTissDoPlano(): ReadonlyMap<PlanoStatus, readonly CodigoTiss[]> {
  const found = new Map<PlanoStatus, Set<CodigoTiss>>();
  const add = ({ status, statusTiss: codigo }: ReturnType<typeof statusDoPlano>) => {
    const codes = found.get(status) ?? new Set<CodigoTiss>();
    if (codigo !== null) codes.add(codigo);
    found.set(status, codes);
  };
  const itens = Object.keys(ITEM_STATUS_TISS) as ItemStatus[];
  add(statusDoPlano([], 0));
  add(statusDoPlano(itens, PLANO_CANCELADO));
  for (const first of itens) {
    add(statusDoPlano([first], 1));
    for (const second of itens) add(statusDoPlano([first, second], 1));
  }
  return new Map([...found].map(([status, codes]) => [status, [...codes].sort()]));
}

function codigosTissDe(tipo: Tipo, valor: string, doPlano: ReadonlyMap<PlanoStatus, readonly CodigoTiss[]>) {
  if (tipo === 'plano') return [...(doPlano.get(Number(valor) as PlanoStatus) ?? [])];
  if (tipo === 'item') return [ITEM_STATUS_TISS[valor as ItemStatus]];
  return [];
}

/** Reads significados.csv and checks it: every status of the contract has one meaning, and nothing else does. */
function statusDoProduto(): StatusDoProduto[] {
  const doPlano = codigosTissDoPlano();
  const byKey = new Map<string, string>();
  for (const row of readCsvFile(SIGNIFICADOS_CSV)) {
    const tipo = row.tipo ?? '';
    const valor = row.valor ?? '';
    if (!isTipo(tipo) || !VALORES[tipo].includes(valor)) {
      throw new Error(`significados.csv: ${tipo} '${valor}' is not a status of the contract`);
    }
    if (!row.significado) throw new Error(`significados.csv: ${tipo} '${valor}' has no meaning`);
    byKey.set(`${tipo}:${valor}`, row.significado);
  }
  return TIPOS.flatMap((tipo) =>
    VALORES[tipo].map((valor) => {
      const significado = byKey.get(`${tipo}:${valor}`);
      if (significado === undefined) throw new Error(`significados.csv: ${tipo} '${valor}' is missing`);
      return { tipo, valor, significado, codigosTiss: codigosTissDe(tipo, valor, doPlano) };
    }),
  );
}

const codeTable = (name: string) =>
  readCsvFile(seedFile(name)).map((row) => ({ codigo: row.codigo ?? '', descricao: row.descricao ?? '' }));

/** Builds the glossary (once, at start: a wrong table stops the server rather than a page). */
export function buildGlossario(): Glossario {
  const tissCodes: CodigoTiss[] = [1, 2, 3, 4, 5, 6, 7];
  return {
    statusTiss: tissCodes.map(statusTiss),
    statusDoProduto: statusDoProduto(),
    codigosTabela38: [...classificacaoDosCodigos.values()]
      .map(({ codigo, fase }) => ({ codigo, descricao: textoDoCodigo(codigo) ?? '', fase }))
      .sort((a, b) => Number(a.codigo) - Number(b.codigo)),
    regioes: codeTable('tiss-regioes-boca.csv'),
    faces: codeTable('tiss-faces.csv'),
  };
}
