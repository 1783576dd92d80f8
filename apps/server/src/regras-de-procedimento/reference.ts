import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvLine } from '../demonstracao/tuss';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The path of a reference file: seed/ holds copies of shared/data (TISS 4.01.00, see its README). */
export const seedFile = (name: string) => path.resolve(here, '../../seed', name);

/** The rows of a UTF-8 CSV file with a header, as objects keyed by the header's names. */
export function readCsvFile(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = parseCsvLine(lines[0] ?? '').map((name) => name.trim());
  return lines.slice(1).map((line) => {
    const fields = parseCsvLine(line);
    return Object.fromEntries(header.map((name, index) => [name, (fields[index] ?? '').trim()]));
  });
}

/** `codigo -> descricao` of a two-column TISS table. */
function codeTable(name: string): ReadonlyMap<string, string> {
  return new Map(readCsvFile(seedFile(name)).map((row) => [row.codigo ?? '', row.descricao ?? '']));
}

/** TUSS Tabela 38 (dental codes): the official text of each glosa code. */
export const glosaTexts = codeTable('tiss-glosas-odonto.csv');

/** TUSS Tabela 42 (`dm_regiao`): the regions of the mouth. */
export const regionNames = codeTable('tiss-regioes-boca.csv');

/** `dm_condicaoClinica`: the initial situation of a tooth (A, E, H, C, R). */
export const initialConditionNames = codeTable('tiss-situacao-inicial.csv');

/** TUSS Tabela 28 (`dm_dente`): every tooth code with its dentition, supernumerary teeth included. */
export const toothCatalogue: ReadonlyMap<number, { descricao: string; denticao: string }> = new Map(
  readCsvFile(seedFile('tiss-dentes.csv')).map((row) => [
    Number(row.codigo),
    { descricao: row.descricao ?? '', denticao: row.denticao ?? '' },
  ]),
);
