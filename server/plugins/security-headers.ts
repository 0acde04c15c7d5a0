// Security headers on every answer (issue 17 item 5). The policy fits the built app: its scripts,
// module workers and service worker come from this origin; Mantine sets inline styles; the captcha
// image is a blob: URL; the local print client is a WebSocket on this machine (src/print); nothing
// may frame the app (clickjacking of 审核/记账 buttons).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRINT_CLIENT_PORT } from '../../src/core/constants.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ws://127.0.0.1:${PRINT_CLIENT_PORT}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const headers: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Paths carry ids (凭证, 账套); another site needs none of them.
  'referrer-policy': 'same-origin',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
});
