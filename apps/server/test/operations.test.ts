import { describe, expect, it } from 'vitest';
import { authOperations } from '../src/http/auth-api';
import { dentistOperations } from '../src/http/dentist-api';
import { dentistDataOperations } from '../src/http/dentist-data-api';
import { DEFAULT_RATE_LIMITS } from '../src/http/operations';
import { planoOperations } from '../src/http/plano-operations';
import { loadSpecs } from '../src/http/specs';

function operationIds(spec: Record<string, unknown>): string[] {
  const paths = spec.paths as Record<string, Record<string, { operationId?: string }>>;
  return Object.values(paths)
    .flatMap((item) => Object.values(item))
    .map((operation) => operation.operationId)
    .filter((id): id is string => typeof id === 'string')
    .sort();
}

describe('operations of the descriptions', () => {
  const specs = loadSpecs();
  // The handlers are only listed here, never called.
  const unused = {} as never;

  it('should implement every operation of auth.yaml', () => {
    const implemented = Object.keys(authOperations(unused, unused, DEFAULT_RATE_LIMITS)).sort();
    expect(implemented).toEqual(operationIds(specs.auth));
  });

  it('should implement every operation of dentist.yaml', () => {
    const plans = planoOperations({
      db: unused,
      defaults: unused,
      storage: unused,
      secret: new Uint8Array(32),
    });
    const implemented = Object.keys({
      ...dentistOperations(unused),
      ...plans,
      ...dentistDataOperations(unused, DEFAULT_RATE_LIMITS),
    }).sort();
    expect(implemented).toEqual(operationIds(specs.dentist));
  });
});
