// What the three cross-module list screens share: the query bar's draft and applied filter, the
// choices it offers (read network first, offline the last answer with its time), and the note when
// the matches passed the count cap (no count or totals beyond it).
import { useMemo } from 'react';
import {
  type CrossListOptions,
  crossListContracts,
  crossListCountCap,
} from '../../core/contracts/cross-list';
import { useReport } from '../../ui/data/use-report';
import { useListState } from '../../ui/list';
import { type CommonFilter, commonProblem } from './cross-filter';

export function useCrossScreen<F extends CommonFilter>(start: F, check?: (f: F) => string | null) {
  const state = useListState<F>({ start, check: (f) => commonProblem(f) ?? check?.(f) ?? null });
  const applied = state.applied ?? start;
  const draft = state.draft ?? start;
  const set = (patch: Partial<F>) => state.setDraft({ ...draft, ...patch });
  const options: CrossListOptions | null = useReport(crossListContracts.options, {}).data ?? null;
  const departments = useMemo(() => {
    const jc = new Map((options?.ledgerSets ?? []).map((s) => [s.id, s.jc]));
    return (options?.departments ?? [])
      .filter((d) => !draft.zid || String(d.ledgerSetId) === draft.zid)
      .map((d) => ({
        value: String(d.id),
        label: draft.zid ? d.name : `${jc.get(d.ledgerSetId) ?? ''} ${d.name}`,
      }));
  }, [options, draft.zid]);
  return { state, applied, draft, set, options, departments };
}

export const cappedNote = (total: number) =>
  `符合条件的记录超过 ${total.toLocaleString('zh-CN')} 条，只计到这里，合计未计；请缩小查询范围`;

export const countCap = crossListCountCap;
