// Where files come in: a drop area that is also a button (a click or Enter opens the file chooser).
// Every pick is checked whole against the limits first (pick.ts); a refused pick queues nothing and
// says why under the area.
import { Text, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import type { UploadLimits } from '../../core/attachments/upload-rules';
import { pickProblem } from './pick';

export interface PickAreaProps {
  limits: UploadLimits;
  onPicked(files: File[]): void;
  /** Names the file input for screen readers and tests. */
  label: string;
}

export function PickArea({ limits, onPicked, label }: PickAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const take = async (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length === 0) return;
    const found = await pickProblem(files, limits);
    setProblem(found);
    if (!found) onPicked(files);
  };
  return (
    <div>
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          if (e.dataTransfer.files.length === 0) return;
          e.preventDefault();
          setOver(false);
          void take(e.dataTransfer.files);
        }}
        style={{
          display: 'block',
          width: '100%',
          padding: '8px 10px',
          border: `1px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-4'})`,
          borderRadius: 4,
          background: over ? 'var(--mantine-color-blue-0)' : 'transparent',
          textAlign: 'center',
        }}
      >
        <Text size="xs" c="dimmed">
          点击选择或拖入文件（{limits.allowed.join('、')}）
        </Text>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={label}
        accept={limits.allowed.map((t) => `.${t}`).join(',')}
        onChange={(e) => {
          const target = e.currentTarget;
          void take(target.files).finally(() => {
            target.value = '';
          });
        }}
      />
      {problem ? (
        <Text role="alert" size="xs" c="red.7" mt={4}>
          {problem}
        </Text>
      ) : null}
    </div>
  );
}
