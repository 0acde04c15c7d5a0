// A call of the API, written once: its method and path, the request's shape (a superstruct struct and
// the Chinese names of its fields, for messages such as 第3行：科目编码不能为空) and the answer's type.
// The server route serves it and is typed by it (server/lib/serve.ts); the app calls through it and
// gets the answer typed by it (api.call); a test pairs every server route with its contract.
import { type Struct, type } from 'superstruct';

export type Method = 'GET' | 'POST';

/** How the call travels: JSON both ways, a multipart upload, or a file download. */
export type Transfer = 'json' | 'upload' | 'download';

export type FieldLabels = Readonly<Record<string, string>>;

export interface Contract<Req = unknown, Ans = unknown, T extends Transfer = Transfer> {
  readonly method: Method;
  /** The path as the spec writes it; `:name` segments are filled from the request's fields. */
  readonly path: string;
  // biome-ignore lint/suspicious/noExplicitAny: a struct's schema type plays no part in a call
  readonly request: Struct<Req, any>;
  readonly labels: FieldLabels;
  readonly transfer: T;
  /** Never set: carries the answer's type to the client and the server. */
  readonly answer?: Ans;
}

/** Any contract, whatever its request and answer (a Struct's request type is invariant). */
// biome-ignore lint/suspicious/noExplicitAny: the constraint every contract satisfies
export type AnyContract = Contract<any, any, Transfer>;

// biome-ignore lint/suspicious/noExplicitAny: see Contract.request
export type RequestOf<C> = C extends { request: Struct<infer R, any> } ? R : never;
/** JSON answers are never undefined, so the phantom's optionality is dropped. */
export type AnswerOf<C> = C extends { answer?: infer A } ? Exclude<A, undefined> : never;

/** A downloaded file: what the server sends instead of the envelope. */
export interface FileAnswer {
  readonly blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  readonly fileName: string | null;
  readonly contentType: string;
}

/** A call that takes nothing. */
export const noInput = type({});

interface Draft<Req> {
  /** Names the answer's type: `get('/api/x', Query).answers<Row[]>()`. */
  answers<Ans>(): Contract<Req, Ans>;
}

function draft<Req>(
  method: Method,
  path: string,
  // biome-ignore lint/suspicious/noExplicitAny: see Contract.request
  request: Struct<Req, any>,
  labels: FieldLabels,
  transfer: Transfer,
): Draft<Req> {
  return { answers: () => ({ method, path, request, labels, transfer }) };
}

// biome-ignore lint/suspicious/noExplicitAny: see Contract.request
export const get = <Req>(path: string, request: Struct<Req, any>, labels: FieldLabels = {}) =>
  draft('GET', path, request, labels, 'json');

// biome-ignore lint/suspicious/noExplicitAny: see Contract.request
export const post = <Req>(path: string, request: Struct<Req, any>, labels: FieldLabels = {}) =>
  draft('POST', path, request, labels, 'json');

/** A multipart POST: `request` describes its text fields; the files travel beside them. */
// biome-ignore lint/suspicious/noExplicitAny: see Contract.request
export const upload = <Req>(path: string, request: Struct<Req, any>, labels: FieldLabels = {}) =>
  draft('POST', path, request, labels, 'upload');

/** A file the server sends as itself (xlsx, journal text, an image), asked for by GET or POST. */
export const download = <Req>(
  method: Method,
  path: string,
  // biome-ignore lint/suspicious/noExplicitAny: see Contract.request
  request: Struct<Req, any>,
  labels: FieldLabels = {},
): Contract<Req, FileAnswer, 'download'> => ({ method, path, request, labels, transfer: 'download' });

/** The `:name` segments of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}

/**
 * The concrete path of a call and the fields left for its query or body: `:id` takes the request's
 * `id` (encoded) and leaves it out of the rest.
 */
export function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}：缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
