import type { FastifyRequest } from 'fastify';
import type { RequestSession } from '../plugins/auth.ts';

/** The authenticated session of a non-public route; the auth hook guarantees it is there. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new Error('route reached without a session: is it marked public by mistake?');
  return request.session;
}
