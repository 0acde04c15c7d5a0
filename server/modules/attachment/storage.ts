// The attachments' bytes, outside the database (DESIGN §7: behind this interface, a local folder by
// default). A file is named by the SHA-256 of its content, so an upload repeated stores nothing new;
// it arrives under a temporary name, is synced, and only then renamed into place, so a crash never
// leaves a half file under a content name. Folders are 0700 and files 0600, like the database's.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { chmod, link, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { SNIFF_BYTES } from '../../../src/core/attachments/file-type.ts';

/** A file written under its temporary name, not yet kept. */
export interface Received {
  readonly tempPath: string;
  readonly size: number;
  readonly sha256: string;
  /** The first SNIFF_BYTES bytes, for the content check. */
  readonly head: Uint8Array;
}

export interface FileStore {
  /** Writes a stream to a temporary file and syncs it. */
  receive(stream: Readable): Promise<Received>;
  /** Moves a received file to its content name; true when that content was not stored before. */
  keep(received: Received): Promise<boolean>;
  /** Removes a received file that will not be kept (missing is fine). */
  discard(received: Received): Promise<void>;
  /** Removes a content (a kept file whose row was never committed). */
  remove(sha256: string): Promise<void>;
  /** The stored content, or null when it is missing. */
  read(sha256: string): Promise<ReadStream | null>;
}

const TEMP_PREFIX = '.upload-';
const SHA256_RE = /^[0-9a-f]{64}$/;

async function privateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  await chmod(path, 0o700);
}

/** Syncs a folder, so a rename or unlink in it survives a crash. */
async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** The local-folder store; removes temporary files a crash left behind. */
export async function openFileStore(dir: string): Promise<FileStore> {
  const root = resolve(dir);
  await privateFolder(root);
  for (const name of await readdir(root)) {
    if (name.startsWith(TEMP_PREFIX)) await rm(join(root, name), { force: true });
  }
  // Two hex characters of the hash per folder keep any one folder small.
  const folderOf = (sha256: string) => join(root, sha256.slice(0, 2));
  const pathOf = (sha256: string) => {
    if (!SHA256_RE.test(sha256)) throw new Error(`not a content name: ${sha256}`);
    return join(folderOf(sha256), sha256);
  };

  return {
    async receive(stream) {
      const tempPath = join(root, `${TEMP_PREFIX}${randomUUID()}`);
      const handle = await open(tempPath, 'wx', 0o600);
      const hash = createHash('sha256');
      const head = new Uint8Array(SNIFF_BYTES);
      let size = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (size < SNIFF_BYTES) head.set(chunk.subarray(0, SNIFF_BYTES - size), size);
          hash.update(chunk);
          size += chunk.length;
          await handle.write(chunk);
        }
        await handle.sync();
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(tempPath, { force: true });
        throw error;
      }
      await handle.close();
      return { tempPath, size, sha256: hash.digest('hex'), head: head.slice(0, Math.min(size, SNIFF_BYTES)) };
    },

    async keep(received) {
      const target = pathOf(received.sha256);
      await privateFolder(folderOf(received.sha256));
      let created = true;
      try {
        // link, not rename: it never replaces a file already stored under this name.
        await link(received.tempPath, target);
        await unlink(received.tempPath);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'EEXIST') {
          created = false;
          await unlink(received.tempPath);
        } else if (code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') {
          // A file system without hard links: the same content replacing itself is harmless.
          created = !(await exists(target));
          await rename(received.tempPath, target);
        } else throw error;
      }
      if (created) await syncFolder(folderOf(received.sha256));
      await syncFolder(root);
      return created;
    },

    async discard(received) {
      await rm(received.tempPath, { force: true });
    },

    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
    },

    async read(sha256) {
      const path = pathOf(sha256);
      return (await exists(path)) ? createReadStream(path) : null;
    },
  };
}
