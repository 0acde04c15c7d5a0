// PGlite's data folder on disk, made durable and private.
//
// PGlite starts Postgres with fsync off (-F), and even with it on, its file system (Emscripten's
// NODEFS) has no fsync: a sync is a no-op, and fdatasync is one in Emscripten's libc. So Postgres
// runs here with fsync on and wal_sync_method=fsync (its WAL syncs then reach NODEFS's fsync,
// where fdatasync would not), and NODEFS is given an fsync: the WAL's is deferred to the group
// commit (wal-sync.ts), every other one is a real fsync, after the WAL. Files are created without
// group or other access (0600, folders 0700), and the folder is brought to that mode when opened,
// files created by an older version included.
//
// To see it (strace procedure, also in the README): start the server with a data folder under
// strace -f -tt -e trace=fsync,fdatasync,writev, save vouchers, and check that an fdatasync on the
// WAL segment (in a libuv thread) ends before each writev of a success answer.
import { chmodSync, closeSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { WalSync } from './wal-sync.ts';

/** The start parameters of PGlite without -F (fsync off), WAL syncs through fsync(). */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
}

// The parts of Emscripten's file system and its NODEFS used here.
interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
  nfd?: number;
}
type StreamOp = (stream: FsStream, ...rest: never[]) => unknown;
interface NodeFsModule {
  NODEFS: {
    realPath(node: FsNode): string;
    stream_ops: Record<string, StreamOp | undefined>;
    node_ops: {
      mknod(parent: FsNode, name: string, mode: number, dev: number): FsNode;
    };
  };
  FS: { ErrnoError: new (errno: number) => Error };
}

const PRIVATE = 0o077;
const EIO = 29;

/** NODEFS with a real fsync, the WAL's deferred to `wal`, and private files. */
export class DurableNodeFS extends NodeFS {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly wal: WalSync,
  ) {
    super(dataDir);
    this.root = resolve(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    // Before NODEFS mounts the folder (the preRun given by NodeFS), so the root node has them too.
    const preRun = [(mod: NodeFsModule) => this.install(mod), ...(emscriptenOpts.preRun ?? [])];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }

  private install({ NODEFS, FS }: NodeFsModule): void {
    const { wal, root } = this;
    const walDir = `${join(root, 'pg_wal')}/`;
    const kinds = new WeakMap<FsNode, 'wal' | 'temp' | 'data'>();
    const kindOf = (node: FsNode) => {
      let kind = kinds.get(node);
      if (kind === undefined) {
        const path = NODEFS.realPath(node);
        kind = path.startsWith(walDir) ? 'wal' : path.includes('/pgsql_tmp') ? 'temp' : 'data';
        kinds.set(node, kind);
      }
      return kind;
    };
    const ops = NODEFS.stream_ops;
    const { write, close } = ops as Record<string, (...a: unknown[]) => unknown>;
    ops.fsync = (stream: FsStream) => {
      const path = NODEFS.realPath(stream.node);
      if (kindOf(stream.node) === 'wal') {
        wal.defer(path);
        return 0;
      }
      try {
        wal.syncAllNow();
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
      } catch {
        throw new FS.ErrnoError(EIO);
      }
      return 0;
    };
    // Write-ahead: a data page reaches the file only after the WAL it depends on is on disk. New
    // pages of a growing table are written as zeros first, which depend on nothing.
    ops.write = (stream: FsStream, buffer: Uint8Array, offset: number, length: number, position: number) => {
      if (wal.behind && kindOf(stream.node) === 'data' && !allZero(buffer, offset, length)) {
        wal.syncAllNow();
      }
      return write?.(stream, buffer, offset, length, position);
    };
    ops.close = (stream: FsStream) => {
      if (wal.behind && kindOf(stream.node) === 'wal') wal.closing(NODEFS.realPath(stream.node));
      return close?.(stream);
    };
    const mknod = NODEFS.node_ops.mknod;
    NODEFS.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~PRIVATE, dev);
  }
}

let zeros = new Uint8Array(8192);

function allZero(buffer: Uint8Array, offset: number, length: number): boolean {
  if (zeros.length < length) zeros = new Uint8Array(length);
  const bytes = Buffer.from(buffer.buffer, buffer.byteOffset + offset, length);
  return bytes.equals(zeros.subarray(0, length));
}

/**
 * Brings the folder and everything in it to 0700 (folders) and 0600 (files), and syncs every file
 * and folder: a new database's files were written by initdb without a sync, and after a crash the
 * page cache may hold writes of the last run that no sync covered (Postgres syncs the folder for
 * the same reason when it recovers).
 */
export function privateAndSynced(dataDir: string): number {
  let count = 0;
  const visit = (path: string) => {
    const isDir = statSync(path).isDirectory();
    chmodSync(path, isDir ? 0o700 : 0o600);
    if (isDir) for (const name of readdirSync(path)) visit(join(path, name));
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    count++;
  };
  visit(resolve(dataDir));
  return count;
}
