import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dia } from '../../ciclo-de-vida/prazos/dias';
import { readCsvFile } from '../../plataforma/csv';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PRICE_CSV = path.resolve(here, 'tabela-de-precos.csv');
export const COPARTICIPATION_CSV = path.resolve(here, 'coparticipacao-produtos.csv');

/** Every product ('*' in the price table's `produto` column). */
const TODOS_OS_PRODUTOS = '*';

interface Vigencia {
  de: Dia;
  /** Inclusive; null while in force. */
  ate: Dia | null;
}

interface Preco extends Vigencia {
  produto: string;
  valorCentavos: number;
}

interface Coparticipacao extends Vigencia {
  percentual: number;
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;

function vigencia(row: Record<string, string>, where: string): Vigencia {
  const de = row.vigente_de ?? '';
  const ate = row.vigente_ate || null;
  if (!DIA.test(de)) throw new Error(`${where}: vigente_de '${de}' is not yyyy-mm-dd`);
  if (ate !== null && (!DIA.test(ate) || ate < de))
    throw new Error(`${where}: vigente_ate '${ate}' is not a day after vigente_de`);
  return { de, ate };
}

const vigenteEm = (dia: Dia) => (row: Vigencia) => row.de <= dia && (row.ate === null || dia <= row.ate);

/** The operator's price table (tabela-de-precos.csv): per TUSS code, the rows of every product and of one. */
export function readPriceTable(file = PRICE_CSV): ReadonlyMap<string, readonly Preco[]> {
  const table = new Map<string, Preco[]>();
  for (const row of readCsvFile(file)) {
    const codigo = row.codigo ?? '';
    const where = `tabela-de-precos.csv, ${codigo}`;
    const valorCentavos = Number(row.valor_centavos);
    if (!Number.isInteger(valorCentavos) || valorCentavos <= 0) {
      throw new Error(`${where}: valor_centavos '${row.valor_centavos}' is not a positive whole number`);
    }
    const produto = row.produto ?? '';
    if (produto === '') throw new Error(`${where}: produto is empty ('*' for every product)`);
    const precos = table.get(codigo) ?? [];
    precos.push({ produto, valorCentavos, ...vigencia(row, where) });
    table.set(codigo, precos);
  }
  return table;
}

/** The co-participation share per product (coparticipacao-produtos.csv). */
export function readCoparticipationTable(
  file = COPARTICIPATION_CSV,
): ReadonlyMap<string, readonly Coparticipacao[]> {
  const table = new Map<string, Coparticipacao[]>();
  for (const row of readCsvFile(file)) {
    const produto = row.produto ?? '';
    const where = `coparticipacao-produtos.csv, ${produto}`;
    const percentual = Number(row.percentual);
    if (!Number.isFinite(percentual) || percentual < 0 || percentual > 100) {
      throw new Error(`${where}: percentual '${row.percentual}' is not between 0 and 100`);
    }
    const rows = table.get(produto) ?? [];
    rows.push({ percentual, ...vigencia(row, where) });
    table.set(produto, rows);
  }
  return table;
}

const priceTable = readPriceTable();
const coparticipationTable = readCoparticipationTable();

/**
 * The reference value (centavos) of a TUSS code for a product on a day: the product's own row in force that
 * day, else the row for every product; undefined when the table has no price for the code that day.
 */
export function valorDeReferencia(codigo: string, produto: string, dia: Dia): number | undefined {
  const vigentes = (priceTable.get(codigo) ?? []).filter(vigenteEm(dia));
  return (
    vigentes.find((preco) => preco.produto === produto) ??
    vigentes.find((preco) => preco.produto === TODOS_OS_PRODUTOS)
  )?.valorCentavos;
}

/** The product's co-participation percentage in force on the day; 0 when the table has none. */
export function percentualDeCoparticipacao(produto: string, dia: Dia): number {
  return (coparticipationTable.get(produto) ?? []).find(vigenteEm(dia))?.percentual ?? 0;
}

/** An item's values, in centavos: its line value, the beneficiary's share (rounded) and the operator's part. */
export function valoresEmCentavos(valorUnitario: number, quantidade: number, percentual: number) {
  const valor = valorUnitario * quantidade;
  const coparticipacao = Math.round((valor * percentual) / 100);
  return { valor, coparticipacao, valorOperadora: valor - coparticipacao };
}
