import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Every call of docs/product-rules.md#api-calls and of the additions of docs/product-rules.md#decisions, with the API that owns it.
const required: Record<'auth' | 'dentist', string[]> = {
  auth: [
    'POST /account/login',
    'POST /account/register-first-access',
    'POST /account/register-from-email',
    'POST /account/forgot-password',
    'POST /account/reset-password',
    'POST /account/refresh',
    'GET /account/current',
    'GET /',
    // docs/product-rules.md#d12: password change, notification preferences, consent, data export
    'POST /account/change-password',
    'PUT /account/notification-preferences',
    'PUT /account/consent',
    'GET /account/meus-dados',
    // Sessions that really end: logout revokes the caller's session
    'POST /account/logout',
  ],
  dentist: [
    'GET /ato',
    'GET /ato/plano_tratamento',
    'POST /ato',
    'DELETE /ato',
    'GET /especialidade',
    'GET /v2/audiProcedimento/resumo',
    'GET /procedimento/especialidade',
    'GET /dentista',
    'GET /v2/dentista',
    'POST /planoTratamento',
    'POST /v2/planoTratamento',
    'POST /v2/planoTratamentoItens',
    'GET /v2/planoTratamento/dentista/{cro}',
    'GET /v2/planoTratamento/{id}',
    'GET /v2/planoTratamentoItens/plano/{id}',
    'GET /planoTratamento/{id}',
    'GET /beneficiario',
    'GET /v2/beneficiario',
    'GET /v2/dentImagemTipo',
    'POST /v2/planoTratamento/imagens/upload',
    // docs/product-rules.md#d9 to #d13 and the signed file URL
    'DELETE /v2/planoTratamentoItens/{id}',
    'POST /v2/fechamento',
    'GET /v2/dashboard',
    'GET /v2/glosas',
    'GET /v2/financeiro',
    'POST /v2/ouvidoria',
    'GET /v2/planoTratamento/imagens/{idImagem}/arquivo',
  ],
};

// The exact query names of the spec, per call.
const queryNames: Record<string, string[]> = {
  'dentist GET /dentista': ['HealthInsurerCode', 'ProfessionalCouncilNumber'],
  'dentist GET /v2/dentista': ['numeroCRO'],
  'dentist GET /beneficiario': ['healthInsurerCode', 'subscriberIdOrCpf'],
  'dentist GET /v2/beneficiario': ['carteirinhaOuCpf'],
  'dentist POST /v2/planoTratamento/imagens/upload': ['idPlanoTratamento', 'cpf'],
  'dentist GET /ato/plano_tratamento': ['id'],
  'dentist DELETE /ato': ['id'],
  'dentist GET /procedimento/especialidade': ['id'],
  'auth POST /account/register-from-email': ['token'],
  'auth POST /account/reset-password': ['token'],
};

// Calls that need no bearer token.
const publicCalls = [
  'auth POST /account/login',
  'auth POST /account/register-first-access',
  'auth POST /account/register-from-email',
  'auth POST /account/forgot-password',
  'auth POST /account/reset-password',
  'auth POST /account/refresh',
  'auth GET /',
  'auth GET /health/live',
  'auth GET /health/ready',
  'auth GET /operadora',
  'dentist GET /v2/planoTratamento/imagens/{idImagem}/arquivo',
  'dentist GET /glossario',
];

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
}
interface Description {
  servers?: { url: string }[];
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { parameters?: Record<string, Parameter> };
}

const load = async (name: 'auth' | 'dentist'): Promise<Description> =>
  parse(await readFile(new URL(`../../../openapi/${name}.yaml`, import.meta.url), 'utf8')) as Description;

const descriptions = { auth: await load('auth'), dentist: await load('dentist') };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations() {
  return (Object.keys(descriptions) as ('auth' | 'dentist')[]).flatMap((api) =>
    Object.entries(descriptions[api].paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        api,
        key: `${api} ${method.toUpperCase()} ${path}`,
        operation: item[method] as Operation,
      })),
    ),
  );
}

function resolveParameter(api: 'auth' | 'dentist', parameter: Parameter): Parameter {
  const name = parameter.$ref?.replace('#/components/parameters/', '');
  return name ? (descriptions[api].components?.parameters?.[name] ?? parameter) : parameter;
}

describe('the descriptions', () => {
  const requiredCalls = (Object.keys(required) as ('auth' | 'dentist')[]).flatMap((api) =>
    required[api].map((call) => [api, call] as const),
  );
  it.each(requiredCalls)('should describe %s %s', (api, call) => {
    const [method = '', path = ''] = call.split(' ');
    expect(descriptions[api].paths[path]?.[method.toLowerCase()], `${api} ${call}`).toBeDefined();
  });

  it('should give every operation a unique operationId and error responses', () => {
    const all = operations();
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of all) {
      const errors = Object.keys(operation.responses ?? {}).filter((status) => Number(status) >= 400);
      expect(errors, key).toContain('500');
    }
  });

  it.each(Object.entries(queryNames))('should use the exact query names for %s', (key, names) => {
    const [api, method = '', path = ''] = key.split(' ') as ['auth' | 'dentist', string, string];
    const parameters = descriptions[api].paths[path]?.[method.toLowerCase()]?.parameters ?? [];
    const query = parameters.map((p) => resolveParameter(api, p)).filter((p) => p.in === 'query');
    expect(query.map((p) => p.name)).toEqual(names);
  });

  it('should require the bearer token everywhere except the public calls', () => {
    for (const description of Object.values(descriptions)) {
      expect(description.servers).toEqual([{ url: '/api', description: 'Mesmo servidor do portal' }]);
    }
    // A bearer requirement names the roles it serves (OpenAPI 3.1): the portal's, or both for the account.
    expect(descriptions.dentist.security).toEqual([{ bearerAuth: ['Dentista'] }]);
    expect(descriptions.auth.security).toEqual([{ bearerAuth: ['Dentista', 'Auditor'] }]);
    // Open: no requirement, or an empty one among the alternatives (refresh: `{}` or its HttpOnly cookie).
    const open = operations()
      .filter(
        ({ operation }) =>
          Array.isArray(operation.security) &&
          (operation.security.length === 0 ||
            operation.security.some((requirement) => Object.keys(Object(requirement)).length === 0)),
      )
      .map(({ key }) => key);
    expect(open.sort()).toEqual([...publicCalls].sort());
  });
});
