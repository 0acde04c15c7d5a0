// Cells that show one text at rest ("1,000.00", "50501 培训支出") and another while edited ("1000",
// "50501") select the edited text as soon as it is shown, in the same task as the focus, so the
// next keystroke replaces it. A selection made later (a frame after) would swallow fast typing.
import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

function assign<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function useSelectOnEdit(
  editing: boolean,
  outer?: Ref<HTMLInputElement>,
): RefCallback<HTMLInputElement> {
  const own = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (editing && own.current === document.activeElement) own.current?.select();
  }, [editing]);
  return useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      assign(outer, el);
    },
    [outer],
  );
}
