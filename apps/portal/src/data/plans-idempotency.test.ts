import { createApiClients, createMemoryStorage } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { addPlanItem, createPlan } from './plans';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A Dentist API client whose server fails the first request with no answer, then answers `body`. */
function flakyServer(body: unknown) {
  const keys: (string | null)[] = [];
  const { dentistApi } = createApiClients({
    storage: createMemoryStorage(),
    dentistBaseUrl: 'http://portal.test/api',
    authBaseUrl: 'http://portal.test/api',
    fetch: async (request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length === 1) throw new TypeError('Failed to fetch');
      return json(body, 201);
    },
  });
  return { dentistApi, keys };
}

describe('creations the portal sends', () => {
  it('should send one Idempotency-Key with a new plan and the same key again when it retries', async () => {
    const { dentistApi, keys } = flakyServer({ success: true, data: { id: 1025 } });
    expect(await createPlan(dentistApi, { matriculaBeneficiario: '09000001000001001' })).toBe(1025);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('should send one Idempotency-Key with a new item, reused by its retry, and a new key for the next click', async () => {
    const { dentistApi, keys } = flakyServer({ success: true, data: { idProcedimentoItem: 3302 } });
    const item = {
      idPlanoTratamento: 1025,
      idAudiProcedimento: 12,
      codTuss: '85100196',
      idDente: 16,
      faces: 'M,O',
    };
    await addPlanItem(dentistApi, item);
    await addPlanItem(dentistApi, item);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
