import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages';

const pagesOf =
  (rows: number[], size: number, total = rows.length) =>
  async (pageIndex: number) => ({
    currentPageItems: rows.slice((pageIndex - 1) * size, pageIndex * size),
    totalItemCount: total,
  });

describe('allPages', () => {
  it('reads page after page up to the count', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const read = pagesOf(rows, 100);
    const rowsRead = await allPages((p) => {
      asked.push(p);
      return read(p);
    });
    expect(rowsRead).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an empty page when rows went away after the count was taken', async () => {
    expect(await allPages(pagesOf([1, 2, 3], 2, 9))).toEqual([1, 2, 3]);
  });

  it('answers nothing for an empty query after one read', async () => {
    expect(await allPages(pagesOf([], 100))).toEqual([]);
  });
});
