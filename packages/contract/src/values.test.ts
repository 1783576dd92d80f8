import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PASSWORD_MIN_LENGTH } from './limits';
import {
  DECISOES_DA_CONTA,
  DECISOES_DO_RECURSO,
  FINANCIAL_STATUS,
  GLOSA_STATUS,
  ITEM_STATUS,
  LOTE_STATUS,
  PAYMENT_METHODS,
  PLANO_STATUS,
  UFS,
} from './values';

const dentist = parse(await readFile(new URL('../../../openapi/dentist.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum?: unknown[] }> };
};

describe('runtime enumerations', () => {
  it.each([
    ['PlanoTratamentoStatus', PLANO_STATUS],
    ['ItemStatus', ITEM_STATUS],
    ['LoteStatus', LOTE_STATUS],
    ['GlosaStatus', GLOSA_STATUS],
    ['FinancialStatus', FINANCIAL_STATUS],
    ['PaymentMethod', PAYMENT_METHODS],
    ['DecisaoDaConta', DECISOES_DA_CONTA],
    ['DecisaoDoRecurso', DECISOES_DO_RECURSO],
    ['Uf', UFS],
  ] as const)('should list exactly the %s values of dentist.yaml', (schema, values) => {
    expect([...values]).toEqual(dentist.components.schemas[schema]?.enum);
  });
});

describe('PASSWORD_MIN_LENGTH', () => {
  it('should be the 8 of docs/product-rules.md#d12, read from openapi/auth.yaml NovaSenha', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});
