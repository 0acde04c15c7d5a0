// A page form's values kept apart from what they were read from: a fresh answer (the server's, or
// the kept one offline, or a queued save's draft) fills the form only while the user has not edited
// it, and a read that briefly has no answer (a refetch before the cache catches up) never empties it.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface EditedCopy<T> {
  /** null until the first answer. */
  values: T | null;
  set(next: T): void;
  /** Changed since it was last filled from an answer. */
  dirty: boolean;
  /** Back to the last answer. */
  reset(): void;
}

export function useEditedCopy<T>(base: T | undefined): EditedCopy<T> {
  const baseKey = base === undefined ? null : JSON.stringify(base);
  const [values, setValues] = useState<T | null>(null);
  const adopted = useRef<string | null>(null);
  const latest = useRef(base);
  latest.current = base;
  const shown = useRef(values);
  shown.current = values;
  useEffect(() => {
    if (baseKey === null || baseKey === adopted.current) return;
    const current = shown.current;
    const untouched = current === null || JSON.stringify(current) === adopted.current;
    adopted.current = baseKey;
    if (untouched) setValues(latest.current as T);
  }, [baseKey]);
  const reset = useCallback(() => {
    if (adopted.current !== null) setValues(JSON.parse(adopted.current) as T);
  }, []);
  return {
    values,
    set: setValues,
    dirty: values !== null && JSON.stringify(values) !== adopted.current,
    reset,
  };
}
