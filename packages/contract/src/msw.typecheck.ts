// Proof, checked by `pnpm typecheck` only (never run): the typed handlers refuse a mock that drifts from the
// contract. If an `@ts-expect-error` below stops finding an error, the helper stopped checking and tsc fails.
import { authHttp, dentistHttp, errorEnvelope, errorResponse } from './msw';

export const proofs = [
  // A body of the contract is accepted.
  authHttp.post('/account/logout', ({ response }) =>
    response(200).json({ success: true, data: null, message: 'Sessão encerrada.' }),
  ),
  authHttp.post('/account/login', ({ response }) =>
    // @ts-expect-error `data` of a login is a LoginResponse, not a string
    response(200).json({ success: true, data: 'token' }),
  ),
  dentistHttp.get('/v2/dashboard', ({ response }) =>
    // @ts-expect-error a field the Dashboard schema does not have
    response(200).json({ success: true, data: { naoExiste: 1 } }),
  ),
  dentistHttp.get('/v2/auditoria/planos/{id}', ({ response }) =>
    // @ts-expect-error the error envelope's `message` is required
    response(404).json({ success: false, data: null, errors: [] }),
  ),
  dentistHttp.get('/v2/auditoria/planos/{id}', ({ params, response }) =>
    // The path parameter is typed from the description.
    response(404).json(errorEnvelope(`Plano ${params.id} não encontrado.`)),
  ),
  // A shared failure answers the contract's envelope with any status.
  authHttp.get('/account/current', () => errorResponse(503, 'Serviço indisponível.')),
  // @ts-expect-error a path the description does not have
  dentistHttp.get('/v2/nao-existe', () => new Response()),
];
