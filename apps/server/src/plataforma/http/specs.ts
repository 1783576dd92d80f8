import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../openapi');

/** The two descriptions the server implements (openapi/*.yaml), parsed. */
export interface Specs {
  auth: Record<string, unknown>;
  dentist: Record<string, unknown>;
}

export function loadSpecs(): Specs {
  const read = (name: string) =>
    parse(readFileSync(path.join(openapiDir, name), 'utf8')) as Record<string, unknown>;
  return { auth: read('auth.yaml'), dentist: read('dentist.yaml') };
}
