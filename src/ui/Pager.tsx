// The one pager of the lists (spec 000 §9: 20 rows a page by default, 20/30/40/50 to choose).
// Lists paged by the server's keyset cursor can only step to pages whose cursor they know (the
// first, the ones seen, the next one), so `canGo` says which page numbers may be offered. A list
// that cannot count its rows cheaply (the detail books) passes total null until its last page.
import { Button, Group, NativeSelect, Text } from '@mantine/core';

export const PAGE_SIZES = [20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Every row the query matches (all pages); null when not known (no 共 N 条, no last page). */
  total: number | null;
  onPage(page: number): void;
  onPageSize(size: number): void;
  /** Whether `page` can be shown now (default: any page from 1 to the last). */
  canGo?(page: number): boolean;
  disabled?: boolean;
  /** Accessible name of the pager, e.g. "凭证列表分页". */
  label?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  canGo = () => true,
  disabled = false,
  label = '分页',
}: PagerProps) {
  const pages = total === null ? null : pageCount(total, pageSize);
  const allowed = (target: number) =>
    !disabled && target >= 1 && (pages === null || target <= pages) && target !== page && canGo(target);
  const sizes = PAGE_SIZES.includes(pageSize as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize];
  return (
    <Group gap={6} wrap="nowrap" role="navigation" aria-label={label} data-testid="pager">
      {total !== null && (
        <Text size="xs" c="dimmed" data-testid="pager-total">
          共 {total.toLocaleString('zh-CN')} 条
        </Text>
      )}
      <NativeSelect
        size="xs"
        aria-label="每页条数"
        value={String(pageSize)}
        disabled={disabled}
        data={sizes.map((n) => ({ value: String(n), label: `${n} 条/页` }))}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        w={92}
      />
      <Button size="compact-xs" variant="default" disabled={!allowed(1)} onClick={() => onPage(1)}>
        首页
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={!allowed(page - 1)}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </Button>
      <Text size="xs" data-testid="pager-page" style={{ whiteSpace: 'nowrap' }}>
        {pages === null ? `第 ${page} 页` : `第 ${page} / ${pages} 页`}
      </Text>
      <Button
        size="compact-xs"
        variant="default"
        disabled={!allowed(page + 1)}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </Button>
    </Group>
  );
}
