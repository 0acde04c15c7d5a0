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
  /**
   * Saves; the dialog closes after it resolves. Resolving `false` keeps it open as typed: the save
   * did not happen and the user has been told (runWrite's notice), or its outcome shows in the dialog.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a save that returns nothing (void) closes the dialog.
  submit: (values: T) => Promise<void | false>;
  onClose: () => void;
  /** Title of the dialog that shows a failed save (default 保存失败). */
  failureTitle?: string;
  /** Compares values for dirtiness (default: structurally, as plain data). */
  equal?: (a: T, b: T) => boolean;
}

/** Fields to take into the values, or a function of the values and the start that picks them. */
export type Adopted<T> = Partial<T> | ((values: T, start: T) => Partial<T>);

export interface ModalForm<T> {
  values: T;
  set<K extends keyof T>(field: K, value: T[K]): void;
  /** Several fields typed at once (a sub-form that hands back its whole value). */
  update(patch: Partial<T>): void;
  /**
   * Values that arrive after the opening (a code the server proposes, the defaults of a chosen
   * parent): they become part of what the form started from, so they are not the user's input.
   */
  adopt(patch: Adopted<T>): void;
  dirty: boolean;
  busy: boolean;
  /** Checks, submits and closes; for the form's onSubmit and the 保存 button. */
  save(): Promise<void>;
  /** A form's onSubmit handler (prevents the browser's own submit). */
  onSubmit(event: { preventDefault(): void }): void;
}

/** Equality of plain data (strings, numbers, booleans, null, arrays, plain objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]))
    );
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (!sameData(x[key], y[key])) return false;
  return true;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface FormState<T> {
  /** What the dialog opened with (and what was adopted since). */
  start: T;
  values: T;
}

export function useModalForm<T>(options: ModalFormOptions<T>): ModalForm<T> {
  const { id, opened } = options;
  const latest = useRef(options);
  latest.current = options;
  // One state: adopting changes the start and the values in the same update.
  const [state, setState] = useState<FormState<T>>(() => {
    const first = options.initial();
    return { start: first, values: first };
  });
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  // Each opening starts from what is edited now. Reset while rendering, not in an effect: the
  // opening render (and the form's own effects) never see the values of the last opening.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      const fresh = options.initial();
      setState({ start: fresh, values: fresh });
    }
  }
  const { values, start } = state;

  const dirty = opened && !(options.equal ?? sameData)(values, start);
  useEffect(() => {
    setFormDirty(id, dirty);
  }, [id, dirty]);
  useEffect(() => () => setFormDirty(id, false), [id]);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }));
  }, []);

  const update = useCallback((patch: Partial<T>) => {
    setState((s) => ({ ...s, values: { ...s.values, ...patch } }));
  }, []);

  const adopt = useCallback((patch: Adopted<T>) => {
    setState((s) => {
      const taken = typeof patch === 'function' ? patch(s.values, s.start) : patch;
      if (Object.keys(taken).length === 0) return s;
      return { start: { ...s.start, ...taken }, values: { ...s.values, ...taken } };
    });
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
      if ((await submit(values)) !== false) {
        setFormDirty(id, false);
        onClose();
      }
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

  return { values, set, update, adopt, dirty, busy, save, onSubmit };
}
