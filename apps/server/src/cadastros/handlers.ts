import type { FastifyRequest } from 'fastify';
import { ApiError, fieldError, lookupError } from '../plataforma/errors';
import { dentistApi } from '../plataforma/http/contract-operations';
import { signedInId } from '../plataforma/identidade';
import type { BeneficiaryAccess } from '../trilha-de-acesso/beneficiary-access';
import { withRetryAfter } from '../trilha-de-acesso/retry-later';
import { MSG_BENEFICIARIO, MSG_CADASTROS, MSG_DENTISTA } from './messages';
import type { Registries } from './registries';
import { isOperatorCode, parseSearchTerm, type SearchTerm } from './search-term';

export interface RegistriesServices {
  registries: Registries;
  access: BeneficiaryAccess;
}

type ValidTerm = Exclude<SearchTerm, { kind: 'invalid' }>;

const lookup = <T>(data: T[]) => ({ success: true, data, errorMessage: null });
const list = <T>(data: T[]) => ({ success: true, data });

/**
 * Handlers of openapi/dentist.yaml for the registries. Plans are in planos/handlers.ts, fechamento and atos in
 * faturamento/handlers.ts, plan files in arquivos/handlers.ts, the dentist's own data in
 * dados-do-dentista/handlers.ts; the API plugin takes them only all
 * together (`ContractOperations<DentistOperations>`), so an operation without a handler does not compile.
 */
export function registriesHandlers({ registries, access }: RegistriesServices) {
  /**
   * Searches the beneficiary registry for the signed-in dentist within the hourly quota (429 with Retry-After
   * past it), and records who saw whom (every beneficiary shown, or the search that found none).
   */
  async function searchBeneficiarios(request: FastifyRequest, term: ValidTerm) {
    const dentistaId = signedInId(request);
    await access.admitLookup(dentistaId);
    const found =
      term.kind === 'cpf'
        ? await registries.beneficiariosByCpf(term.value)
        : await registries.beneficiariosByCarteira(term.value);
    const operacao = term.kind === 'cpf' ? 'busca_cpf' : 'busca_carteira';
    const shown: (string | null)[] = found.map((beneficiario) => beneficiario.numeroCarteira);
    if (shown.length === 0) shown.push(term.kind === 'carteira' ? term.value : null);
    await access.record(
      shown.map((numeroCarteira) => ({ dentistaId, operacao, numeroCarteira, ip: request.ip })),
    );
    return found;
  }

  return dentistApi({
    searchDentista: {
      envelope: 'lookup',
      handler: async (request) => {
        const found = await registries.dentistasByCro(request.query.numeroCRO);
        if (found.length === 0) throw lookupError(404, MSG_DENTISTA.v2NaoEncontrado);
        return lookup(found);
      },
    },
    searchDentistaV1: {
      handler: async (request) => {
        const found = isOperatorCode(request.query.HealthInsurerCode)
          ? await registries.dentistasByCro(request.query.ProfessionalCouncilNumber)
          : [];
        if (found.length === 0) throw new ApiError(404, MSG_DENTISTA.v1NaoEncontrado);
        return list(found);
      },
    },
    searchBeneficiario: {
      envelope: 'lookup',
      handler: async (request, reply) => {
        const term = parseSearchTerm(request.query.carteirinhaOuCpf);
        if (term.kind === 'invalid') throw lookupError(400, term.reason, 'carteirinhaOuCpf');
        const found = await withRetryAfter(reply, () => searchBeneficiarios(request, term));
        if (found.length === 0) throw lookupError(404, MSG_BENEFICIARIO.v2NaoEncontrado);
        return lookup(found);
      },
    },
    searchBeneficiarioV1: {
      handler: async (request, reply) => {
        const term = parseSearchTerm(request.query.subscriberIdOrCpf);
        if (term.kind === 'invalid') {
          throw fieldError(400, 'subscriberIdOrCpf', term.reason, MSG_BENEFICIARIO.v1ParametrosInvalidos);
        }
        const found = isOperatorCode(request.query.healthInsurerCode)
          ? await withRetryAfter(reply, () => searchBeneficiarios(request, term))
          : [];
        if (found.length === 0) throw new ApiError(404, MSG_BENEFICIARIO.v1NaoEncontrado);
        return list(found);
      },
    },
    listProcedimentosResumo: {
      envelope: 'lookup',
      handler: async () => {
        const found = await registries.procedimentos();
        if (found.length === 0) throw lookupError(404, MSG_CADASTROS.procedimentosVazio);
        return lookup(found);
      },
    },
    listProcedimentosByEspecialidade: {
      handler: async (request) => {
        if (!(await registries.especialidadeExists(request.query.id))) {
          throw new ApiError(404, MSG_CADASTROS.especialidadeNaoEncontrada);
        }
        return list(await registries.procedimentos(request.query.id));
      },
    },
    listEspecialidades: { handler: async () => list(await registries.especialidades()) },
    listImagemTipos: {
      envelope: 'lookup',
      handler: async () => {
        const found = await registries.imagemTipos();
        if (found.length === 0) throw lookupError(404, MSG_CADASTROS.imagemTiposVazio);
        return lookup(found);
      },
    },
  });
}
