// Registers the route that serves a contract (src/core/contracts): the path and method come from the
// contract, the input is validated against its struct (path params, query or body, with the field
// names of its labels), and the handler's answer is typed by it. The guard (permission, ledger grant)
// is the route's, so a module's routes read as a list of what each call needs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, AnyContract, Contract, RequestOf } from '../../src/core/contracts/contract.ts';
import type { Envelope } from '../../src/core/contracts/errors.ts';
import type { RequestSession } from '../plugins/auth.ts';
import type { Guard } from './route-config.ts';
import { sessionOf } from './session.ts';
import { parseInput } from './validate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route serves; a test pairs every route with one. */
    contract?: Contract;
  }
}

export interface ServeOptions {
  /** Any one of these keys lets the caller in; none: any signed-in user. */
  permission?: Guard;
  /** The call works inside the session's ledger set: 'read' needs a grant, 'write' a level-2 grant. */
  ledger?: 'read' | 'write';
  /** Captcha, login, health: no session. */
  public?: true;
  /** The idempotency replay waits for the handler to read the body (uploads; see app.replayOf). */
  idempotency?: 'after-body';
  /** A larger JSON body than the app's 1 MB (a statement file as base64). */
  bodyLimit?: number;
}

export interface Call<Req> {
  readonly input: Req;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** The caller's session (not on public routes). */
  readonly session: RequestSession;
  /** The session's ledger set; only on routes that declare `ledger`. */
  readonly ledgerSetId: number;
  /** The session's accounting year, or the calendar year before one is chosen. */
  readonly year: number;
}

/** What a handler gives back: the envelope of the contract's answer, or anything for a download. */
type Answer<C> = C extends { transfer: 'download' } ? unknown : Envelope<AnswerOf<C>>;

/** Empty query fields mean "not given": drop them before validation. */
function present(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== '' && v !== undefined),
  );
}

function inputOf(contract: Contract, request: FastifyRequest): unknown {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const carried = contract.method === 'GET' ? present(request.query) : request.body;
  if (Object.keys(params).length === 0) return carried;
  return { ...((carried ?? {}) as Record<string, unknown>), ...params };
}

function callOf<Req>(
  contract: Contract,
  options: ServeOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const input = parseInput(contract.request, inputOf(contract, request), contract.labels) as Req;
  return {
    input,
    request,
    reply,
    get session() {
      return sessionOf(request);
    },
    get ledgerSetId() {
      const id = sessionOf(request).ledgerSetId;
      // The auth hook refuses a ledger route without a ledger set (4005), so this is a wiring fault.
      if (!options.ledger || id === null) throw new Error(`${contract.path} does not declare a ledger`);
      return id;
    },
    get year() {
      return sessionOf(request).year ?? new Date().getFullYear();
    },
  } satisfies Call<Req>;
}

export function serve<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  options: ServeOptions,
  handler: (call: Call<RequestOf<C>>) => Promise<Answer<C>>,
): void {
  const config = {
    contract,
    ...(options.public ? { auth: 'public' as const } : {}),
    ...(options.permission ? { permission: options.permission } : {}),
    ...(options.ledger ? { ledger: options.ledger } : {}),
    ...(options.idempotency ? { idempotency: options.idempotency } : {}),
  };
  const url = contract.path;
  const run = (request: FastifyRequest, reply: FastifyReply) =>
    handler(callOf<RequestOf<C>>(contract, options, request, reply));
  if (contract.method === 'GET') app.get(url, { config }, run);
  else app.post(url, { config, ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) }, run);
}
