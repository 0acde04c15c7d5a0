// The demo ledger sets' approval processes: one definition for all departments per document type,
// 部门审核 -> 领导审批 (from 5,000.00) -> 财务复核: the 部门负责人 (approver) of the document's
// department, then the 工会主席 (chair) for every department, then the 财务主管 (supervisor). Three
// duties, so no one signs one claim at two steps (不相容职务分离).
import type { Kysely } from 'kysely';
import { parseMoney } from '../../src/core/money.ts';
import type { StepDefinition } from '../../src/core/reimbursement/process.ts';
import { documentTypes } from '../../src/core/reimbursement/types.ts';
import type { Database } from '../db/schema.ts';

export const defaultSteps: readonly StepDefinition[] = [
  { key: 'dept', name: '部门审核', actor: { kind: 'duty', duty: 'approver', scope: 'department' } },
  {
    key: 'leader',
    name: '领导审批',
    actor: { kind: 'duty', duty: 'chair', scope: 'all' },
    fromAmount: parseMoney('5000.00'),
  },
  { key: 'finance', name: '财务复核', actor: { kind: 'duty', duty: 'supervisor', scope: 'all' } },
];

export async function seedDemoProcesses(
  db: Kysely<Database>,
  ledgerSetIds: readonly number[],
): Promise<void> {
  const rows = ledgerSetIds.flatMap((ledgerSetId) =>
    documentTypes.map((documentType) => ({
      ledger_set_id: ledgerSetId,
      document_type: documentType,
      department_id: null,
      steps: JSON.stringify(defaultSteps),
      updated_by: null,
    })),
  );
  if (rows.length > 0) await db.insertInto('process_definition').values(rows).execute();
}
