import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
