// The local print client (spec 000 §7.6, §8, §9): a program on the user's machine that listens on
// ws://127.0.0.1:22333 and prints pre-formatted documents on the configured printer, without the
// browser's print dialog. The spec withholds its wire format, so ours is small and documented:
//   browser -> client  {type: 'print', jobId, document: 'voucher', paper: 'A4' | 'A5', data}
//   client -> browser  {type: 'printed', jobId} | {type: 'error', jobId, message}
// Every way of failing has the spec's own message (§8), so the screen can say what to do.
import { PRINT_CLIENT_PORT } from '../core/constants';

export type PrintClientState = 'idle' | 'connecting' | 'open' | 'failed' | 'unsupported';

export type PaperSize = 'A4' | 'A5';

export interface PrintJob {
  document: string;
  paper: PaperSize;
  data: unknown;
}

export const printClientMessages = {
  unsupported: '当前浏览器不支持 WebSocket，请使用新版浏览器',
  notCreated: '打印客户端未连接，无法发送数据',
  connecting: '正在连接打印客户端，暂时无法发送数据，请稍后再试',
  failed: '无法连接本地打印客户端，请下载安装打印插件，或在插件启动后重新加载',
  timeout: '打印客户端没有响应，请检查打印插件是否正常运行',
} as const;

export type PrintFailure = keyof typeof printClientMessages | 'rejected';

export class PrintClientError extends Error {
  constructor(
    readonly reason: PrintFailure,
    message: string = reason === 'rejected' ? '打印失败' : printClientMessages[reason],
  ) {
    super(message);
    this.name = 'PrintClientError';
  }
}

/** The part of the browser's WebSocket the client uses; tests pass the `ws` package's. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export type SocketFactory = new (url: string) => SocketLike;

export interface PrintClientOptions {
  url?: string;
  /** Absent when the browser has no WebSocket. */
  WebSocket?: SocketFactory | undefined;
  /** How long a job may wait for the client's answer. */
  answerTimeoutMs?: number;
}

interface Waiting {
  resolve: () => void;
  reject: (error: PrintClientError) => void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

export function defaultPrintClientUrl(): string {
  return `ws://127.0.0.1:${PRINT_CLIENT_PORT}`;
}

export class PrintClient {
  private socket: SocketLike | null = null;
  private current: PrintClientState = 'idle';
  private readonly waiting = new Map<string, Waiting>();
  private counter = 0;
  private readonly url: string;
  private readonly Socket: SocketFactory | undefined;
  private readonly answerTimeoutMs: number;

  constructor(options: PrintClientOptions = {}) {
    this.url = options.url ?? defaultPrintClientUrl();
    this.Socket = 'WebSocket' in options ? options.WebSocket : browserWebSocket();
    this.answerTimeoutMs = options.answerTimeoutMs ?? 30_000;
    if (!this.Socket) this.current = 'unsupported';
  }

  get state(): PrintClientState {
    return this.current;
  }

  /** Opens the connection (again after a failure); resolves once open, rejects with `failed`. */
  connect(): Promise<void> {
    const Socket = this.Socket;
    if (!Socket) return Promise.reject(new PrintClientError('unsupported'));
    if (this.socket?.readyState === OPEN) return Promise.resolve();
    this.socket?.close();
    this.current = 'connecting';
    return new Promise((resolve, reject) => {
      let socket: SocketLike;
      try {
        socket = new Socket(this.url);
      } catch {
        this.current = 'failed';
        reject(new PrintClientError('failed'));
        return;
      }
      this.socket = socket;
      socket.onopen = () => {
        this.current = 'open';
        resolve();
      };
      socket.onerror = () => {
        if (this.current === 'connecting') {
          this.current = 'failed';
          reject(new PrintClientError('failed'));
        }
      };
      socket.onclose = () => {
        if (this.socket !== socket) return;
        if (this.current === 'connecting') reject(new PrintClientError('failed'));
        this.current = 'failed';
        this.socket = null;
        this.failAll(new PrintClientError('failed'));
      };
      socket.onmessage = (event) => this.answer(event.data);
    });
  }

  /** Sends one job; resolves when the client reports it printed. Never queues: see the messages. */
  print(job: PrintJob): Promise<void> {
    if (this.current === 'unsupported') return Promise.reject(new PrintClientError('unsupported'));
    if (this.current === 'connecting') return Promise.reject(new PrintClientError('connecting'));
    if (this.current === 'failed') return Promise.reject(new PrintClientError('failed'));
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return Promise.reject(new PrintClientError('notCreated'));
    this.counter += 1;
    const jobId = `job-${Date.now()}-${this.counter}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(jobId);
        reject(new PrintClientError('timeout'));
      }, this.answerTimeoutMs);
      this.waiting.set(jobId, { resolve, reject, timer });
      socket.send(JSON.stringify({ type: 'print', jobId, ...job }));
    });
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    if (this.current !== 'unsupported') this.current = 'idle';
    this.failAll(new PrintClientError('notCreated'));
  }

  private answer(raw: unknown): void {
    let message: { type?: unknown; jobId?: unknown; message?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return; // Not ours (the client may send status lines): ignored.
    }
    if (typeof message.jobId !== 'string') return;
    const waiting = this.waiting.get(message.jobId);
    if (!waiting) return;
    this.waiting.delete(message.jobId);
    clearTimeout(waiting.timer);
    if (message.type === 'printed') waiting.resolve();
    else {
      const text = typeof message.message === 'string' && message.message ? message.message : '打印失败';
      waiting.reject(new PrintClientError('rejected', `打印失败：${text}`));
    }
  }

  private failAll(error: PrintClientError): void {
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.waiting.delete(id);
    }
  }
}

function browserWebSocket(): SocketFactory | undefined {
  const candidate = (globalThis as { WebSocket?: unknown }).WebSocket;
  return typeof candidate === 'function' ? (candidate as SocketFactory) : undefined;
}
