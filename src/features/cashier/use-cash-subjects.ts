// The end-level cash and bank subjects an account may be tied to: enabled leaves under the ledger
// set's 现金科目 and 银行科目 (其他科目设置, default 101 and 102), from the cached chart.
import { useMemo } from 'react';
import type { AccountKind } from '../../core/cashier/types';
import { subjectContracts } from '../../core/contracts/subject';
import { useReference, useRemoteFirst } from '../../local';
import type { SubjectRecord, SubjectRow } from '../../local/subjects';
import { useServices } from '../../ui/services';

export function useCashRoots(): Record<AccountKind, string[]> {
  const { api } = useServices();
  // The same answer voucher entry reads and keeps.
  const setting = useRemoteFirst('subject:otherSetting', (signal) =>
    api.call(subjectContracts.otherSetting, {}, { loading: false, quiet: true, signal }),
  );
  const data = setting.data;
  return useMemo(
    () => ({
      cash: data?.cashCodes?.length ? data.cashCodes : ['101'],
      bank: data?.bankCodes?.length ? data.bankCodes : ['102'],
    }),
    [data],
  );
}

export function useCashSubjects(kind: AccountKind): SubjectRow[] {
  const roots = useCashRoots()[kind];
  const chart = useReference<SubjectRecord>('subjects');
  return useMemo(
    () =>
      ((chart ?? []) as SubjectRow[]).filter(
        (s) => s.isLeaf && s.enabled && roots.some((r) => s.code.startsWith(r)),
      ),
    [chart, roots],
  );
}
