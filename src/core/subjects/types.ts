// The vocabulary of charts of accounts shared by the browser, the worker and the server: the five
// elements of 工会会计制度 (第九条) and the balance direction (1 借 debit, 2 贷 credit).

export type Category = '资产' | '负债' | '净资产' | '收入' | '支出';

export const categories: readonly Category[] = ['资产', '负债', '净资产', '收入', '支出'];

/** 1 = debit 借, 2 = credit 贷 (spec 000 §9). */
export type Direction = 1 | 2;

export function directionLabel(direction: Direction): '借' | '贷' {
  return direction === 1 ? '借' : '贷';
}

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}

/** The normal balance of each element: assets and expenditure are debit, the rest credit. */
export function normalDirectionOf(category: Category): Direction {
  return category === '资产' || category === '支出' ? 1 : 2;
}

/** Chart kinds: 基层工会 and 县级以上工会 (财会〔2021〕7号 附录1 第二部分). */
export type ChartKind = 'grassroots' | 'county';

/** standType of GET /newchoiceStand: 1 基层工会, 2 县级以上工会. */
export function standTypeOf(kind: ChartKind): 1 | 2 {
  return kind === 'grassroots' ? 1 : 2;
}

export function chartKindLabel(kind: ChartKind): string {
  return kind === 'grassroots' ? '基层工会' : '县级以上工会';
}
