import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { MSG } from './messages';

/** Who signs in and moves items: a dentist, or the operator's auditor. */
export type Papel = 'Dentista' | 'Auditor';

/** The signed-in dentist as the services take them: id and CRO from the access token. */
export interface Caller {
  id: number;
  cro: string;
  /** The session of the request (the access token's `sid`): the plan's file links are bound to it. */
  sessao: string;
}

/** The dentist id of the bearer (bearerAuth has run before any handler that calls this). */
export function signedInId(request: FastifyRequest): number {
  const id = Number(request.user?.sub);
  if (!Number.isInteger(id)) throw new ApiError(401, MSG.sessaoExpirada);
  return id;
}

/** The signed-in dentist as the plan services take them: id and CRO from the access token. */
export function callerOf(request: FastifyRequest): Caller {
  const id = signedInId(request);
  const cro = request.user?.cro;
  const sessao = request.user?.sid;
  if (!cro || !sessao) throw new ApiError(401, MSG.sessaoExpiradaV1);
  return { id, cro, sessao };
}
