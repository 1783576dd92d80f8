import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvLine } from '../plataforma/csv';

/** One row of seed/tuss-odontologia.csv (real TUSS dental codes). */
export interface TussRow {
  codigo: string;
  descricao: string;
  especialidade: string;
}

const csvFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/tuss-odontologia.csv');

export async function readTussRows(): Promise<TussRow[]> {
  const lines = (await readFile(csvFile, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.slice(1).map((line) => {
    const [codigo = '', descricao = '', especialidade = ''] = parseCsvLine(line);
    return { codigo: codigo.trim(), descricao: descricao.trim(), especialidade: especialidade.trim() };
  });
}
