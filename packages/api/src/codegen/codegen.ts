import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The two descriptions of openapi/ and the generated file each one owns. */
export const apis = {
  auth: { spec: '../../../../openapi/auth.yaml', output: '../generated/auth.gen.ts' },
  dentist: { spec: '../../../../openapi/dentist.yaml', output: '../generated/dentist.gen.ts' },
} as const;

export type ApiName = keyof typeof apis;

const header = (name: ApiName) =>
  `// Generated from openapi/${name}.yaml by \`pnpm --filter @odonto/api generate\`. Do not edit.\n\n`;

export const specPath = (name: ApiName): string => fileURLToPath(new URL(apis[name].spec, import.meta.url));
export const outputPath = (name: ApiName): string =>
  fileURLToPath(new URL(apis[name].output, import.meta.url));

/** The `paths`/`components`/`operations` types of one API, as the committed .gen.ts file holds them. */
export async function generateTypes(name: ApiName): Promise<string> {
  const ast = await openapiTS(new URL(apis[name].spec, import.meta.url));
  return header(name) + astToString(ast);
}
