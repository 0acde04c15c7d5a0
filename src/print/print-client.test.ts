// The print client against a real WebSocket server on localhost (the `ws` package stands in for
// the print plugin), through every state the spec names a message for.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { PrintClient, PrintClientError, printClientMessages, type SocketFactory } from './print-client';

const job = { document: 'voucher', paper: 'A4' as const, data: { voucherNo: 1 } };
const servers: WebSocketServer[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** A fake plugin: answers every job with `answer(job)`, and records what it got. */
async function plugin(answer: (msg: { jobId: string }) => object | null) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  const received: unknown[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { jobId: string };
      received.push(msg);
      const reply = answer(msg);
      if (reply) socket.send(JSON.stringify(reply));
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, received, server };
}

const Socket = WebSocket as unknown as SocketFactory;

async function failure(promise: Promise<unknown>): Promise<PrintClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrintClientError);
  return error as PrintClientError;
}

describe('print client', () => {
  it('sends a job and resolves when the plugin reports it printed', async () => {
    const p = await plugin((m) => ({ type: 'printed', jobId: m.jobId }));
    const client = new PrintClient({ url: p.url, WebSocket: Socket });
    await client.connect();
    expect(client.state).toBe('open');
    await client.print(job);
    expect(p.received).toEqual([
      expect.objectContaining({ type: 'print', document: 'voucher', paper: 'A4' }),
    ]);
    client.close();
  });

  it("rejects with the plugin's own reason", async () => {
    const p = await plugin((m) => ({ type: 'error', jobId: m.jobId, message: '打印机缺纸' }));
    const client = new PrintClient({ url: p.url, WebSocket: Socket });
    await client.connect();
    const error = await failure(client.print(job));
    expect(error.message).toBe('打印失败：打印机缺纸');
    client.close();
  });

  it('says the socket was never created before connect', async () => {
    const client = new PrintClient({ WebSocket: Socket });
    expect((await failure(client.print(job))).message).toBe(printClientMessages.notCreated);
  });

  it('says it is still connecting while the connection opens', async () => {
    const p = await plugin(() => null);
    const client = new PrintClient({ url: p.url, WebSocket: Socket });
    const opening = client.connect();
    expect((await failure(client.print(job))).message).toBe(printClientMessages.connecting);
    await opening;
    client.close();
  });

  it('reports a failed connection when nothing listens, and fails jobs sent after it', async () => {
    const p = await plugin(() => null);
    const url = p.url;
    await new Promise((r) => p.server.close(r));
    servers.length = 0;
    const client = new PrintClient({ url, WebSocket: Socket });
    expect((await failure(client.connect())).reason).toBe('failed');
    expect(client.state).toBe('failed');
    expect((await failure(client.print(job))).message).toBe(printClientMessages.failed);
  });

  it('fails a waiting job when the plugin goes away', async () => {
    const p = await plugin(() => null);
    const client = new PrintClient({ url: p.url, WebSocket: Socket });
    await client.connect();
    const printing = client.print(job);
    await new Promise((r) => setTimeout(r, 50));
    for (const socket of p.server.clients) socket.terminate();
    expect((await failure(printing)).reason).toBe('failed');
  });

  it('times out a job the plugin never answers', async () => {
    const p = await plugin(() => null);
    const client = new PrintClient({ url: p.url, WebSocket: Socket, answerTimeoutMs: 100 });
    await client.connect();
    expect((await failure(client.print(job))).message).toBe(printClientMessages.timeout);
    client.close();
  });

  it('tells a browser without WebSocket to use a newer one', async () => {
    const client = new PrintClient({ WebSocket: undefined });
    expect(client.state).toBe('unsupported');
    expect((await failure(client.connect())).message).toBe(printClientMessages.unsupported);
    expect((await failure(client.print(job))).message).toBe(printClientMessages.unsupported);
  });
});
