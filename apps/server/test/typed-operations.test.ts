import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthSchema, DentistOperations, DentistSchema } from '../src/contract';
import { authApi, type ContractOperations, dentistApi } from '../src/plataforma/http/contract-operations';

// Compiled by `pnpm typecheck` (tsconfig includes test/): each @ts-expect-error below fails the typecheck
// the day the line it guards compiles, that is, the day a handler could drift from the description.

const especialidade: DentistSchema<'Especialidade'> = { idEspecialidade: 2, descricao: 'Endodontia' };

describe('handlers typed from the description', () => {
  it('should give the handler its body, path and query as the operation describes them', () => {
    const declared = dentistApi({
      createAto: {
        handler: async (request) => {
          expectTypeOf(request.body).toEqualTypeOf<DentistSchema<'NovoAto'>>();
          return { success: true, data: { id: request.body.idProcedimentoItem } };
        },
      },
      getPlanoTratamento: {
        handler: async (request) => {
          expectTypeOf(request.params.id).toEqualTypeOf<number>();
          return { success: true, data: null };
        },
      },
      listPlanosByDentista: {
        handler: async (request) => {
          expectTypeOf(request.params.cro).toEqualTypeOf<string>();
          expectTypeOf(request.query.status).toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5 | 6 | undefined>();
          return {
            success: true,
            data: [],
            paginacao: { pagina: 1, tamanhoPagina: 0, total: 0, totalPaginas: 0 },
          };
        },
      },
      listEspecialidades: {
        envelope: 'lookup',
        handler: async () => ({ success: true, data: [especialidade] }),
      },
    });
    expect(Object.keys(declared)).toEqual([
      'createAto',
      'getPlanoTratamento',
      'listPlanosByDentista',
      'listEspecialidades',
    ]);
    expect(declared.listEspecialidades.envelope).toBe('lookup');
  });

  it('should not compile a handler whose answer breaks the success response', () => {
    const declared = dentistApi({
      listEspecialidades: {
        // @ts-expect-error descricao is a string in Especialidade
        handler: async () => ({ success: true, data: [{ idEspecialidade: 1, descricao: 2 }] }),
      },
      listImagemTipos: {
        // @ts-expect-error descricao is required in ImagemTipo
        handler: async () => ({ success: true, data: [{ idImagemTipo: 1 }], errorMessage: null }),
      },
      getDashboard: {
        // @ts-expect-error the envelope carries the dashboard in `data`, not the figures at its top
        handler: async () => ({ success: true, totalPacientes: 1 }),
      },
      deleteAto: {
        // @ts-expect-error MessageEnvelope requires the message
        handler: async () => ({ success: true, data: null }),
      },
    });
    expect(Object.keys(declared)).toHaveLength(4);
  });

  it('should not compile a handler that reads a request field the operation does not have', () => {
    const declared = dentistApi({
      deleteAto: {
        handler: async (request) => {
          // @ts-expect-error deleteAto takes its id in the query, not in the path
          const fromPath: number = request.params.id;
          // @ts-expect-error the id in the query is a number
          const asText: string = request.query.id;
          return { success: true, data: null, message: `${fromPath} ${asText}` };
        },
      },
    });
    expect(Object.keys(declared)).toEqual(['deleteAto']);
  });

  it('should not compile an operationId the description does not have, nor a Dentist API without all of them', () => {
    const declared = dentistApi({
      // @ts-expect-error no such operation in openapi/dentist.yaml
      listarAtos: { handler: async () => ({ success: true, data: [] }) },
    });
    // @ts-expect-error the API plugin takes every operation of openapi/dentist.yaml, and here is one
    const incomplete: ContractOperations<DentistOperations> = dentistApi({
      listEspecialidades: { handler: async () => ({ success: true, data: [especialidade] }) },
    });
    expect(Object.keys({ ...declared, ...incomplete })).toEqual(['listarAtos', 'listEspecialidades']);
  });

  it('should type the Authentication API the same way (contas/handlers.ts uses it)', () => {
    const declared = authApi({
      updateConsent: {
        handler: async (request) => {
          expectTypeOf(request.body).toEqualTypeOf<AuthSchema<'ConsentRequest'>>();
          return {
            success: true,
            data: { consentimento: request.body.consentimento, atualizadoEm: null },
            message: 'ok',
          };
        },
      },
      connectivityTest: {
        // @ts-expect-error connectivityTest answers a MessageEnvelope (success, message)
        handler: async () => ({ ok: true }),
      },
    });
    expect(Object.keys(declared)).toEqual(['updateConsent', 'connectivityTest']);
  });
});
