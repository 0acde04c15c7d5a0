// @vitest-environment jsdom
// Spec 000 §9: search boxes debounce 300 ms. The box shows each keystroke at once; the list's query
// follows only after typing has paused for 300 ms (fake timers: no real waiting).
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text';

afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchText', () => {
  it('applies the typed text 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSearchText());
    act(() => result.current.setText('代'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setText('代管'));
    expect(result.current.text).toBe('代管');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.query).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toBe('代管');
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
