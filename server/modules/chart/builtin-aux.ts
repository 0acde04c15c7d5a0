// The four built-in auxiliary types every ledger set has (issue #5). The department type's items
// are the ledger set's departments (部门设置), so they are never kept twice.
import type { AuxTypeTable } from '../../db/schema.ts';

export type BuiltinAux = NonNullable<AuxTypeTable['builtin']>;

export const builtinAuxTypes: readonly { builtin: BuiltinAux; typeNo: string; typeName: string }[] = [
  { builtin: 'department', typeNo: '01', typeName: '部门' },
  { builtin: 'person', typeNo: '02', typeName: '人员' },
  { builtin: 'project', typeNo: '03', typeName: '项目' },
  { builtin: 'unit', typeNo: '04', typeName: '往来单位' },
];
