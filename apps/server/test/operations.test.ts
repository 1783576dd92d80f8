import { describe, expect, it } from 'vitest';
import { loadSpecs } from '../src/plataforma/http/specs';
import { authOperationsWithoutServices, dentistOperationsWithoutServices } from './support/handlers';

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
  it('should implement every operation of auth.yaml', () => {
    const implemented = Object.keys(authOperationsWithoutServices()).sort();
    expect(implemented).toEqual(operationIds(specs.auth));
  });

  it('should implement every operation of dentist.yaml', () => {
    const implemented = Object.keys(dentistOperationsWithoutServices()).sort();
    expect(implemented).toEqual(operationIds(specs.dentist));
  });
});
