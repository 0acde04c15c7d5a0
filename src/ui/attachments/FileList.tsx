// The rows of one list of files: thumbnail, name, size and state, reordered by dragging a row, by
// alt+↑/alt+↓ on a focused row or by its 上移/下移 buttons; 删除 only where the list may change.
import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { saveBlob } from '../save-blob';
import { typedBlob } from './FilePreview';
import { formatSize, useFileBytes, useObjectUrl, viewKindOf } from './file-view';
import type { ListItem } from './use-attachment-list';

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export interface FileListProps {
  /** Names the list for screen readers and tests, e.g. 原始凭证（新）. */
  label: string;
  items: readonly ListItem[];
  /** Absent: the order is fixed (view and approve modes). */
  onReorder?(next: ListItem[]): void;
  onDelete?(item: ListItem): void;
  onPreview(item: ListItem): void;
}

export function FileList({ label, items, onReorder, onDelete, onPreview }: FileListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const move = (from: number, to: number, key?: string) => {
    if (!onReorder) return;
    onReorder(moved(items, from, to));
    if (key) setFocusKey(key);
  };
  const onKey = (event: KeyboardEvent, index: number, key: string) => {
    if (!event.altKey || !onReorder) return;
    if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      move(index, index - 1, key);
    } else if (event.key === 'ArrowDown' && index < items.length - 1) {
      event.preventDefault();
      move(index, index + 1, key);
    }
  };
  if (items.length === 0) {
    return (
      <Text size="xs" c="dimmed" py={6} aria-label={label}>
        暂无附件
      </Text>
    );
  }
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={item.key}
          data-testid={`attachment-${item.file.name}`}
          aria-label={`${index + 1}. ${item.file.name}${item.pending ? '（待上传）' : ''}`}
          draggable={Boolean(onReorder)}
          onDragStart={(e) => {
            setDragging(index);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            if (dragging === null) return;
            e.preventDefault();
            e.stopPropagation();
            move(dragging, index);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
          style={{
            display: 'grid',
            gridTemplateColumns: '16px 44px minmax(0, 1fr) 76px 60px auto',
            alignItems: 'center',
            gap: 8,
            padding: '3px 4px',
            borderBottom: '1px solid var(--mantine-color-gray-2)',
            opacity: dragging === index ? 0.4 : 1,
            cursor: onReorder ? 'grab' : 'default',
          }}
        >
          <span aria-hidden style={{ color: 'var(--mantine-color-gray-5)', userSelect: 'none' }}>
            {onReorder ? '⠿' : ''}
          </span>
          <Thumb item={item} onOpen={() => onPreview(item)} />
          <UnstyledButton
            onClick={() => onPreview(item)}
            // The row's keyboard handle: alt+↑ / alt+↓ move the file, focus follows it.
            onKeyDown={(e) => onKey(e, index, item.key)}
            ref={(el) => {
              if (el && focusKey === item.key) {
                el.focus();
                setFocusKey(null);
              }
            }}
            aria-label={`${item.file.name}${onReorder ? '，Alt+上下方向键调整顺序' : ''}`}
            title={item.file.name}
            style={{ minWidth: 0 }}
          >
            <Text size="sm" truncate="end" c="blue.8">
              {item.file.name}
            </Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" ta="right">
            {formatSize(item.file.size)}
          </Text>
          <span>
            {item.pending ? (
              <Badge size="xs" color="orange" variant="light">
                待上传
              </Badge>
            ) : null}
          </span>
          <Group gap={2} wrap="nowrap">
            <Actions item={item} onPreview={() => onPreview(item)} />
            {onReorder ? (
              <>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={index === 0}
                  aria-label={`上移 ${item.file.name}`}
                  onClick={() => move(index, index - 1)}
                >
                  上移
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={index === items.length - 1}
                  aria-label={`下移 ${item.file.name}`}
                  onClick={() => move(index, index + 1)}
                >
                  下移
                </Button>
              </>
            ) : null}
            {onDelete ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`删除 ${item.file.name}`}
                onClick={() => onDelete(item)}
              >
                删除
              </Button>
            ) : null}
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** 预览 for images and PDF, 下载 for the other kinds. */
function Actions({ item, onPreview }: { item: ListItem; onPreview(): void }) {
  const kind = viewKindOf(item.file.fileSuffix);
  const [wanted, setWanted] = useState(false);
  const bytes = useFileBytes(item.file, item.blob, wanted && kind === 'download');
  const { blob } = bytes;
  const { name, fileSuffix } = item.file;
  useEffect(() => {
    // The first click fetches; the bytes are saved as soon as they are here.
    if (!wanted || !blob) return;
    saveBlob(typedBlob(blob, fileSuffix), name);
    setWanted(false);
  }, [wanted, blob, name, fileSuffix]);
  if (kind !== 'download') {
    return (
      <Button size="compact-xs" variant="subtle" onClick={onPreview}>
        预览
      </Button>
    );
  }
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      loading={bytes.loading}
      title={bytes.problem ?? undefined}
      onClick={() => setWanted(true)}
    >
      下载
    </Button>
  );
}

/** A 40 px thumbnail of an image (its bytes fetched once shown), a label for the other kinds. */
function Thumb({ item, onOpen }: { item: ListItem; onOpen(): void }) {
  const kind = viewKindOf(item.file.fileSuffix);
  const bytes = useFileBytes(item.file, item.blob, kind === 'image');
  const url = useObjectUrl(kind === 'image' ? bytes.blob : null);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`预览 ${item.file.name}`}
      tabIndex={-1}
      style={{
        width: 40,
        height: 40,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {url ? (
        <img
          src={url}
          alt={`缩略图 ${item.file.name}`}
          style={{ width: 40, height: 40, objectFit: 'cover' }}
        />
      ) : (
        <Text size="10px" c="dimmed" fw={600}>
          {item.file.fileSuffix.toUpperCase() || '文件'}
        </Text>
      )}
    </UnstyledButton>
  );
}
