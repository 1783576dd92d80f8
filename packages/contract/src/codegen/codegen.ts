import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

/** openapi/redocly.yaml lists the APIs: Redocly lints them and this generator reads the same list. */
const redoclyConfigPath = fileURLToPath(new URL('../../../../openapi/redocly.yaml', import.meta.url));

interface RedoclyApi {
  root: string;
  'x-openapi-ts': { output: string };
}

function readApis(): Record<string, { spec: string; outputs: string[] }> {
  const config = parse(readFileSync(redoclyConfigPath, 'utf8')) as { apis: Record<string, RedoclyApi> };
  const base = path.dirname(redoclyConfigPath);
  return Object.fromEntries(
    Object.entries(config.apis).map(([name, api]) => [
      name,
      {
        spec: path.resolve(base, api.root),
        // One copy: the server, the clients and the mocks all import @odonto/contract.
        outputs: [path.resolve(base, api['x-openapi-ts'].output)],
      },
    ]),
  );
}

/** The APIs of openapi/redocly.yaml, each with its description and the generated file it owns. */
export const apis = readApis();

export type ApiName = string;

function api(name: ApiName) {
  const found = apis[name];
  if (!found) throw new Error(`API "${name}" não está em openapi/redocly.yaml`);
  return found;
}

const header = (name: ApiName) =>
  `// Generated from openapi/${name}.yaml by \`pnpm generate\`. Do not edit.\n\n`;

export const specPath = (name: ApiName): string => api(name).spec;
export const outputPaths = (name: ApiName): string[] => api(name).outputs;

/**
 * The `x-min-length` of the description's component schemas, as a constant both sides import: a limit the
 * server checks itself (to answer with the spec's words) and the forms check first, declared once.
 */
function minLengthsOf(name: ApiName): string {
  const spec = parse(readFileSync(specPath(name), 'utf8')) as {
    components?: { schemas?: Record<string, Record<string, unknown>> };
  };
  const entries = Object.entries(spec.components?.schemas ?? {}).flatMap(([schema, body]) => {
    const limit = body['x-min-length'];
    return typeof limit === 'number' ? [`  ${schema}: ${limit},`] : [];
  });
  if (entries.length === 0) return '';
  return [
    '',
    '/** `x-min-length` of the schemas of the description, by schema name. */',
    'export const minLengths = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}

/** The `paths`/`components`/`operations` types of one API, as each of its committed .gen.ts files holds them. */
export async function generateTypes(name: ApiName): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specPath(name)));
  return header(name) + astToString(ast) + minLengthsOf(name);
}
