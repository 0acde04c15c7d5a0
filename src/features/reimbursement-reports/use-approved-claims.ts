// The approved documents of the ledger set for 生成会计凭证, every page of the server's list read
// at once (the finance office's queue is small; export, print and the 凭证 filter need all rows).
// Network first; offline the last answer of the same query with the time it was read.
import type { ClaimListPage, ClaimRow } from '../../core/contracts/reimbursement';
import { reimbursementContracts } from '../../core/contracts/reimbursement';
import type { DocumentType } from '../../core/reimbursement/types';
import { type RemoteFirst, useRemoteFirst } from '../../local';
import { readReport, useReportKey } from '../../ui/data/use-report';
import { useServices } from '../../ui/services';

export interface ApprovedQuery {
  type?: DocumentType;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** A guard against a server that never ends its cursor chain: 100 pages of 500. */
const MAX_PAGES = 100;

export function useApprovedClaims(query: ApprovedQuery): RemoteFirst<ClaimRow[]> {
  const { api } = useServices();
  const input = { scope: 'all' as const, status: 'approved' as const, ...query };
  const key = useReportKey(reimbursementContracts.list, input);
  return useRemoteFirst<ClaimRow[]>(key, async (signal) => {
    const rows: ClaimRow[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = (await readReport(
        api,
        reimbursementContracts.list,
        { ...input, pageSize: 500, ...(cursor ? { cursor } : {}) },
        { signal },
      )) as ClaimListPage;
      rows.push(...answer.rows);
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    return rows;
  });
}
