// Every row of a paged query (导出Excel and 打印 take the whole query, not the page shown): the pages
// are read in turn until the count the first one gave is reached.
export async function allPages<Row>(
  read: (pageIndex: number) => Promise<{ currentPageItems: Row[]; totalItemCount: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await read(pageIndex);
    rows.push(...page.currentPageItems);
    // An empty page ends it too: rows deleted meanwhile would otherwise never reach the count.
    if (page.currentPageItems.length === 0 || rows.length >= page.totalItemCount) return rows;
  }
}
