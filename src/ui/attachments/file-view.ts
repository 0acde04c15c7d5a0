// How a file is shown (spec 000 §2.4): images inline, PDF in a frame, every other kind offered as a
// download; and the bytes behind it, from this device when it holds them, else from the server.
import { useEffect, useMemo, useState } from 'react';
import { PREVIEWABLE_IMAGE_TYPES } from '../../core/constants';
import { useLocalDb, useOnline } from '../../local';
import { fetchFile, type ShownFile } from '../../local/attachments';
import { useServices } from '../services';

export type ViewKind = 'image' | 'pdf' | 'download';

export function viewKindOf(fileSuffix: string): ViewKind {
  const suffix = fileSuffix.toLowerCase();
  if (PREVIEWABLE_IMAGE_TYPES.includes(suffix)) return 'image';
  return suffix === 'pdf' ? 'pdf' : 'download';
}

/** Width 800, height the screen's minus 100 (spec 000 §2). */
export function viewerFeatures(screenHeight: number): string {
  return `width=800,height=${Math.max(300, screenHeight - 100)},resizable=yes,scrollbars=yes`;
}

/** The /viewer address of a file: by server id, or by the local id of a blob not yet uploaded. */
export function viewerUrl(file: Pick<ShownFile, 'fileId' | 'localId'>): string {
  const query = file.fileId
    ? `fileId=${encodeURIComponent(file.fileId)}`
    : `localId=${encodeURIComponent(file.localId ?? '')}`;
  return `/viewer?${query}`;
}

/** Opens the file in the separate viewer window (it shares this window's session and database). */
export function openViewer(file: Pick<ShownFile, 'fileId' | 'localId'>): void {
  window.open(viewerUrl(file), '_blank', viewerFeatures(window.screen?.height ?? 900));
}

export interface FileBytes {
  blob: Blob | null;
  /** Why the bytes are not there (offline and not on this device, a refused download). */
  problem: string | null;
  loading: boolean;
}

/**
 * The bytes of a shown file when `wanted`: a queued blob as is, a server file from the device or
 * the server. Nothing is fetched until wanted (a list of twenty PDFs downloads none of them).
 */
export function useFileBytes(file: ShownFile, local: Blob | null, wanted: boolean): FileBytes {
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const [state, setState] = useState<FileBytes & { of: string | null }>({
    of: null,
    blob: null,
    problem: null,
    loading: false,
  });
  const { fileId, name, fileSuffix, sha256 } = file;
  // Bytes once read stay: going offline or back online refetches only what failed.
  const held = state.of === fileId && state.blob !== null;
  useEffect(() => {
    if (!wanted || local || !fileId || held) return;
    const ctl = new AbortController();
    setState({ of: fileId, blob: null, problem: null, loading: true });
    fetchFile(api, db, { fileId, name, fileSuffix, ...(sha256 ? { sha256 } : {}) }, ctl.signal).then(
      (answer) =>
        !ctl.signal.aborted && setState({ of: fileId, blob: answer.blob, problem: null, loading: false }),
      (error: unknown) => {
        if (ctl.signal.aborted) return;
        const problem = !online
          ? '离线：本设备没有保存这个附件'
          : error instanceof Error && error.message
            ? error.message
            : '附件读取失败';
        setState({ of: fileId, blob: null, problem, loading: false });
      },
    );
    return () => ctl.abort();
  }, [api, db, online, wanted, local, fileId, name, fileSuffix, sha256, held]);
  if (local) return { blob: local, problem: null, loading: false };
  if (!fileId) return { blob: null, problem: '文件已不在本设备', loading: false };
  if (state.of !== fileId) return { blob: null, problem: null, loading: wanted };
  return { blob: state.blob, problem: state.problem, loading: state.loading };
}

/**
 * An object URL for a blob. It is made during render, so the element shows the new URL in the same
 * commit, and the old one is revoked only a while after it is off screen: revoking a URL whose
 * image is still loading fails the load (net::ERR_FILE_NOT_FOUND), which a live query handing a
 * fresh Blob of the same file, or a quick offline/online turn, would otherwise cause.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return;
    return () => {
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    };
  }, [url]);
  return url;
}

const REVOKE_AFTER_MS = 10_000;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
