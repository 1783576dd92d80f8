import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row of seed/tuss-odontologia.csv (real TUSS dental codes). */
export interface TussRow {
  codigo: string;
  descricao: string;
  especialidade: string;
}

const csvFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/tuss-odontologia.csv');

/** Splits one CSV line; fields may be quoted and contain commas or doubled quotes. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

export async function readTussRows(): Promise<TussRow[]> {
  const lines = (await readFile(csvFile, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.slice(1).map((line) => {
    const [codigo = '', descricao = '', especialidade = ''] = parseCsvLine(line);
    return { codigo: codigo.trim(), descricao: descricao.trim(), especialidade: especialidade.trim() };
  });
}
