// The one shape of a modal form (新增 / 编辑 dialogs): the values start from what is edited each time
// the dialog opens; unsaved input marks the form dirty (an app update waits, an outside click does
// not close it); 保存 checks the rules and shows the first one that fails in a warning dialog; a
// valid form is submitted once (a second click while it runs does nothing), and a failure is shown
// in an error dialog with the form kept as typed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../dialogs';

export interface ModalFormOptions<T> {
  /** Names the form in the dirty-form registry (one id per form component). */
  id: string;
  opened: boolean;
  /** The values the dialog opens with (read again at every opening). */
  initial: () => T;
  /** The first rule that fails, as the message to show; null when the form may be saved. */
  validate?: (values: T) => string | null;
  /** Saves; the dialog closes after it resolves. */
  submit: (values: T) => Promise<void>;
  onClose: () => void;
  /** Title of the dialog that shows a failed save (default 保存失败). */
  failureTitle?: string;
  /** Compares values for dirtiness (default: field by field, ===). */
  equal?: (a: T, b: T) => boolean;
}

export interface ModalForm<T> {
  values: T;
  set<K extends keyof T>(field: K, value: T[K]): void;
  dirty: boolean;
  busy: boolean;
  /** Checks, submits and closes; for the form's onSubmit and the 保存 button. */
  save(): Promise<void>;
  /** A form's onSubmit handler (prevents the browser's own submit). */
  onSubmit(event: { preventDefault(): void }): void;
}

function shallowEqual<T>(a: T, b: T): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false;
  }
  return true;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useModalForm<T>(options: ModalFormOptions<T>): ModalForm<T> {
  const { id, opened } = options;
  const latest = useRef(options);
  latest.current = options;
  const [start, setStart] = useState<T>(() => options.initial());
  const [values, setValues] = useState<T>(start);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  // Each opening starts from what is edited now.
  useEffect(() => {
    if (!opened) return;
    const fresh = latest.current.initial();
    setStart(fresh);
    setValues(fresh);
  }, [opened]);

  const dirty = opened && !(options.equal ?? shallowEqual)(values, start);
  useEffect(() => {
    setFormDirty(id, dirty);
  }, [id, dirty]);
  useEffect(() => () => setFormDirty(id, false), [id]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const save = useCallback(async () => {
    if (running.current) return;
    const { validate, submit, onClose, failureTitle } = latest.current;
    const error = validate?.(values) ?? null;
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await submit(values);
      setFormDirty(id, false);
      onClose();
    } catch (e) {
      await openMessageDialog({ title: failureTitle ?? '保存失败', message: message(e), tone: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [id, values]);

  const onSubmit = useCallback(
    (event: { preventDefault(): void }) => {
      event.preventDefault();
      void save();
    },
    [save],
  );

  return { values, set, dirty, busy, save, onSubmit };
}
