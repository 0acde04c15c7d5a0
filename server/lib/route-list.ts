// Every route the app registers, with the contract it serves: tests pair routes with contracts and
// send generated bodies to every write route from it.
import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../src/core/contracts/contract.ts';

export interface RouteEntry {
  method: string;
  url: string;
  contract: Contract | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeList: readonly RouteEntry[];
  }
}

/** Call before any route is registered. */
export function listRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD beside each GET by itself.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, contract: route.config?.contract });
    }
  });
}
