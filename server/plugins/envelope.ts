// Every answer is the envelope {success, errorCode, message, data}. Business refusals are HTTP 400,
// unknown API paths 404, unexpected faults 500 with a generic message (details only in the log).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Envelope, ErrorCode } from '../../src/core/contracts/errors.ts';
import { AppError } from '../lib/errors.ts';
import type { AppShell } from './static.ts';

export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { success: true, errorCode: ErrorCode.ok, message, data };
}

export function fail(code: number, message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, errorCode: code, message, data };
}

const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_VALIDATION: '请求参数格式不正确',
};

/** Fastify's refusals before routing (FST_ERR_BAD_URL: a path that does not decode). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'bad request');
  const message = error.code === 'FST_ERR_BAD_URL' ? '请求地址格式不正确' : '请求格式不正确';
  void reply.status(400).send(fail(ErrorCode.badRequest, message));
}

/**
 * Requests Node's HTTP parser cannot read (bytes after a too-short Content-Length, a broken header):
 * there is no request object, so the answer is written to the socket, which is then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, text, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', '请求头过大']
          : [400, 'Bad Request', '请求格式不正确'];
    const body = JSON.stringify(fail(status === 400 ? ErrorCode.badRequest : status, message));
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const envelopePlugin = fp(async (app: FastifyInstance, options: { shell: AppShell }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      request.log.info({ errorCode: error.code, msg: error.message }, 'request refused');
      return reply.status(error.httpStatus).send(fail(error.code, error.message, error.data));
    }
    const known = error.code ? fastifyErrorMessages[error.code] : undefined;
    // JSON.parse failures surface as SyntaxError with status 400 in some parser paths.
    if (known || (error.statusCode === 400 && error instanceof SyntaxError)) {
      request.log.info({ code: error.code, err: error.message }, 'bad request');
      return reply.status(400).send(fail(ErrorCode.badRequest, known ?? '请求内容不是有效的 JSON'));
    }
    if (error.statusCode === 413) return reply.status(400).send(fail(ErrorCode.badRequest, '请求内容过大'));
    if (error.statusCode === 415) {
      return reply.status(400).send(fail(ErrorCode.badRequest, '不支持的请求内容类型'));
    }
    request.log.error({ err: error }, 'unexpected fault');
    return reply.status(500).send(fail(500, '服务器异常,请稍后重试'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Only a browser navigation gets the app; a call from the signed client (X-Requested-With)
    // to a path that does not exist gets a real 404.
    const fromClient = request.headers['x-requested-with'] === 'XMLHttpRequest';
    if (options.shell.served && !fromClient && isClientRoute(request.method, path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(fail(404, `请求的内容不存在，可能已被删除或移动：${request.method} ${path}`));
  });
});

/** A GET of a path the browser app routes itself: not the API, not a file. */
function isClientRoute(method: string, path: string): boolean {
  return method === 'GET' && !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path);
}
