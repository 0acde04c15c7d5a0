// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

describe('useListState', () => {
  it('takes an inline start literal without starting over on every render', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ year }: { year: number }) => {
        renders++;
        return useListState({ start: { year, text: '' } });
      },
      { initialProps: { year: 2026 } },
    );
    act(() => result.current.setDraft({ year: 2026, text: '培训' }));
    rerender({ year: 2026 });
    // The draft survives a render with an equal start, and rendering settles.
    expect(result.current.draft).toEqual({ year: 2026, text: '培训' });
    expect(renders).toBeLessThan(10);
    // Another year starts the screen over.
    rerender({ year: 2025 });
    expect(result.current.draft).toEqual({ year: 2025, text: '' });
    expect(result.current.applied).toEqual({ year: 2025, text: '' });
  });

  it('applies the draft on 查询 and returns to the start on 重置', async () => {
    const { result } = renderHook(() => useListState({ start: { text: '' } }));
    act(() => result.current.setDraft({ text: '差旅' }));
    await act(() => result.current.search());
    expect(result.current.applied).toEqual({ text: '差旅' });
    act(() => result.current.reset());
    expect(result.current.applied).toEqual({ text: '' });
    expect(result.current.draft).toEqual({ text: '' });
  });
});
