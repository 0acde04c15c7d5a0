import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  headerState,
  moveIndex,
  pruneSelection,
  selectAllVisible,
  selectedInOrder,
  toggleAllVisible,
  toggleId,
} from './selection';

const visible = ['a', 'b', 'c'];

describe('row selection', () => {
  it('toggles one id without touching the old set', () => {
    const one = toggleId(emptySelection, 'a');
    expect([...one]).toEqual(['a']);
    expect(emptySelection.size).toBe(0);
    expect(toggleId(one, 'a').size).toBe(0);
  });

  it('Ctrl+A ticks every visible row and keeps the rest', () => {
    const next = selectAllVisible(new Set(['z']), visible);
    expect([...next].sort()).toEqual(['a', 'b', 'c', 'z']);
  });

  it('tells the header checkbox none, some or all', () => {
    expect(headerState(emptySelection, visible)).toBe('none');
    expect(headerState(new Set(['b']), visible)).toBe('some');
    expect(headerState(new Set(visible), visible)).toBe('all');
    expect(headerState(new Set(['a']), [])).toBe('none');
  });

  it('the header click ticks all, and unticks all when all are ticked', () => {
    const all = toggleAllVisible(new Set(['b']), visible);
    expect(headerState(all, visible)).toBe('all');
    expect(toggleAllVisible(all, visible).size).toBe(0);
  });

  it('forgets rows no longer shown, and keeps the same set when nothing changes', () => {
    const ticked = new Set(['a', 'x']);
    expect([...pruneSelection(ticked, visible)]).toEqual(['a']);
    const same = new Set(['a']);
    expect(pruneSelection(same, visible)).toBe(same);
  });

  it('lists ticked ids in the order of the list', () => {
    expect(selectedInOrder(new Set(['c', 'a']), visible)).toEqual(['a', 'c']);
  });

  it('moves the focused row with the arrow keys inside the list', () => {
    expect(moveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(moveIndex(2, 'ArrowDown', 3)).toBe(2);
    expect(moveIndex(0, 'ArrowUp', 3)).toBe(0);
    expect(moveIndex(1, 'End', 3)).toBe(2);
    expect(moveIndex(1, 'Home', 3)).toBe(0);
    expect(moveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});
