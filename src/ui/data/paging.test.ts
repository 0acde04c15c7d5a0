import { describe, expect, it } from 'vitest';
import { cursorKnown, learnCursor } from './paging';

describe('keyset cursors', () => {
  it('learns the next page from each answer', () => {
    expect(learnCursor([null], 1, 'c2')).toEqual([null, 'c2']);
    expect(learnCursor([null, 'c2'], 2, 'c3')).toEqual([null, 'c2', 'c3']);
  });

  it('keeps the pages beyond when a page answers the same cursor again (going back)', () => {
    const known = [null, 'c2', 'c3', 'c4'];
    expect(learnCursor(known, 1, 'c2')).toBe(known);
  });

  it('drops the pages beyond a changed cursor (the data moved, or a new session sealed it)', () => {
    expect(learnCursor([null, 'c2', 'c3', 'c4'], 2, 'x3')).toEqual([null, 'c2', 'x3']);
  });

  it('ends the book at a page without a next cursor', () => {
    expect(learnCursor([null, 'c2', 'c3'], 2, null)).toEqual([null, 'c2']);
    const known = [null, 'c2'];
    expect(learnCursor(known, 2, null)).toBe(known);
  });

  it('offers a page only when its cursor is known', () => {
    const known = [null, 'c2'];
    expect([0, 1, 2, 3].map((p) => cursorKnown(known, p))).toEqual([false, true, true, false]);
  });
});
