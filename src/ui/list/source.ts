// What a list frame shows, from wherever the rows come: a server that pages (keyset cursors, a
// page per call) or rows held in memory and paged here (usePagedRows). The frame never reads data.

export interface ListSource<R> {
  /** The rows of the shown page. */
  readonly rows: readonly R[];
  /** Every row the query matches (all pages). */
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly loading: boolean;
  /** Why no rows could be read (shown in the table instead of the empty text). */
  readonly error?: string | null;
  /** Set when the rows are this device's kept answer, not the server's of now (ms epoch). */
  readonly cachedAt?: number | null;
  /** Whether `page` may be offered (a keyset-paged list knows only some pages); default all. */
  canGo?(page: number): boolean;
  goPage(page: number): void;
  setPageSize(size: number): void;
  /** Every row of the query, in order, for 导出Excel and 打印 (not only the shown page). */
  allRows(): Promise<readonly R[]>;
}
