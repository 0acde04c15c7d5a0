// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditedCopy } from './use-edited-copy';

describe('useEditedCopy', () => {
  it('fills from the first answer, keeps edits when an answer comes again, and never empties', () => {
    const { result, rerender } = renderHook(({ base }) => useEditedCopy(base), {
      initialProps: { base: undefined as { name: string } | undefined },
    });
    expect(result.current.values).toBeNull();
    rerender({ base: { name: '甲' } });
    expect(result.current.values).toEqual({ name: '甲' });
    act(() => result.current.set({ name: '乙' }));
    expect(result.current.dirty).toBe(true);
    // A refetch: no answer for a moment, then the same answer again.
    rerender({ base: undefined });
    rerender({ base: { name: '甲' } });
    expect(result.current.values).toEqual({ name: '乙' });
    // A new answer while edited keeps the edits; reset goes back to it.
    rerender({ base: { name: '丙' } });
    expect(result.current.values).toEqual({ name: '乙' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '丙' });
    expect(result.current.dirty).toBe(false);
    // Untouched: a new answer fills it.
    rerender({ base: { name: '丁' } });
    expect(result.current.values).toEqual({ name: '丁' });
  });
});
