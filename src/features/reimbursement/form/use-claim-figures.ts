// Live totals for the form: recomputed when the draft changes (each keystroke makes a new draft).
import { useMemo } from 'react';
import type { ClaimDraft } from './draft';
import { type LiveFigures, liveFigures } from './live-figures';

export function useClaimFigures(draft: ClaimDraft): LiveFigures | null {
  return useMemo(() => liveFigures(draft), [draft]);
}
