import { readCsvFile, seedFile } from '../plataforma/csv';

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
