import type { Registries } from '../registries/registries';
import { isOperatorCode, parseSearchTerm } from '../registries/search-term';
import { ApiError, lookupError } from './errors';
import { type Operations, op } from './operations';

const MSG_DENTISTA = {
  v1NaoEncontrado:
    'Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.',
  v2NaoEncontrado: 'Não encontramos nenhum dentista com os dados informados.',
};
const MSG_BENEFICIARIO = {
  v1NaoEncontrado:
    'Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.',
  v1ParametrosInvalidos: 'Parâmetros de busca inválidos',
  v2NaoEncontrado: 'Não encontramos nenhum beneficiário com os dados informados.',
};
const MSG_CADASTROS = {
  procedimentosVazio: 'Não encontramos nenhum procedimento',
  imagemTiposVazio: 'Não encontramos nenhum tipo de imagem',
  especialidadeNaoEncontrada: 'Especialidade não encontrada.',
};

const lookup = <T>(data: T[]) => ({ success: true, data, errorMessage: null });
const list = <T>(data: T[]) => ({ success: true, data });

/**
 * Handlers of openapi/dentist.yaml for the registries. Plans, files, atos and fechamento are in
 * plano-operations.ts, the dentist's own data in dentist-data-api.ts; the operations test checks that
 * every operation has a handler (one without would answer 501).
 */
export function dentistOperations(registries: Registries): Operations {
  return {
    searchDentista: op<{ Querystring: { numeroCRO: string } }>(
      async (request) => {
        const found = await registries.dentistasByCro(request.query.numeroCRO);
        if (found.length === 0) throw lookupError(404, MSG_DENTISTA.v2NaoEncontrado);
        return lookup(found);
      },
      { envelope: 'lookup' },
    ),
    searchDentistaV1: op<{ Querystring: { HealthInsurerCode: string; ProfessionalCouncilNumber: string } }>(
      async (request) => {
        const found = isOperatorCode(request.query.HealthInsurerCode)
          ? await registries.dentistasByCro(request.query.ProfessionalCouncilNumber)
          : [];
        if (found.length === 0) throw new ApiError(404, MSG_DENTISTA.v1NaoEncontrado);
        return list(found);
      },
    ),
    searchBeneficiario: op<{ Querystring: { carteirinhaOuCpf: string } }>(
      async (request) => {
        const term = parseSearchTerm(request.query.carteirinhaOuCpf);
        if (term.kind === 'invalid') throw lookupError(400, term.reason);
        const found =
          term.kind === 'cpf'
            ? await registries.beneficiariosByCpf(term.value)
            : await registries.beneficiariosByCarteira(term.value);
        if (found.length === 0) throw lookupError(404, MSG_BENEFICIARIO.v2NaoEncontrado);
        return lookup(found);
      },
      { envelope: 'lookup' },
    ),
    searchBeneficiarioV1: op<{ Querystring: { healthInsurerCode: string; subscriberIdOrCpf: string } }>(
      async (request) => {
        const term = parseSearchTerm(request.query.subscriberIdOrCpf);
        if (term.kind === 'invalid') {
          throw new ApiError(400, MSG_BENEFICIARIO.v1ParametrosInvalidos, {
            errors: [term.reason],
          });
        }
        let found: Awaited<ReturnType<Registries['beneficiariosByCpf']>> = [];
        if (isOperatorCode(request.query.healthInsurerCode)) {
          found =
            term.kind === 'cpf'
              ? await registries.beneficiariosByCpf(term.value)
              : await registries.beneficiariosByCarteira(term.value);
        }
        if (found.length === 0) throw new ApiError(404, MSG_BENEFICIARIO.v1NaoEncontrado);
        return list(found);
      },
    ),
    listProcedimentosResumo: op(
      async () => {
        const found = await registries.procedimentos();
        if (found.length === 0) throw lookupError(404, MSG_CADASTROS.procedimentosVazio);
        return lookup(found);
      },
      { envelope: 'lookup' },
    ),
    listProcedimentosByEspecialidade: op<{ Querystring: { id: number } }>(async (request) => {
      if (!(await registries.especialidadeExists(request.query.id))) {
        throw new ApiError(404, MSG_CADASTROS.especialidadeNaoEncontrada);
      }
      return list(await registries.procedimentos(request.query.id));
    }),
    listEspecialidades: op(async () => list(await registries.especialidades())),
    listImagemTipos: op(
      async () => {
        const found = await registries.imagemTipos();
        if (found.length === 0) throw lookupError(404, MSG_CADASTROS.imagemTiposVazio);
        return lookup(found);
      },
      { envelope: 'lookup' },
    ),
  };
}
