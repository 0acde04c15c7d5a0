// /api/departMent: the departments of the session's ledger set — the list the pickers and the user
// centre read, save and enable/disable (部门管理 and 部门设置, one screen under two permissions), and
// saveBatch, the outbox's way to replay many saves in one call.
import { array, boolean, nullable, object, optional, refine, string, unknown } from 'superstruct';
import { get, post } from './contract';
import { flag, id, intIn, text, trimmedString } from './structs';

/** A department as every call answers it, so the client caches one row type. */
export interface Department {
  id: number;
  departmentCode: string;
  departmentName: string;
  parentCode: string | null;
  enabled: boolean;
  version: number;
  sort: number;
}

/** Items per saveBatch call: small enough for the 1 MB body limit and a short lock on PGlite. */
export const maxDepartmentBatch = 200;

const labels = {
  id: '部门ID',
  code: '部门编码',
  name: '部门名称',
  parentCode: '上级部门',
  sort: '排序号',
  enabled: '是否启用',
  version: '版本号',
  includeDisabled: '含停用',
  isEscrow: '托管',
  items: '批量内容',
  key: '幂等键',
};

const departmentCode = () =>
  refine(trimmedString(), 'departmentCode', (v) =>
    /^[A-Za-z0-9]{1,20}$/.test(v) ? true : '只能由字母或数字组成，长度 1 到 20 位',
  );

/** 新增 (no id) or 修改 (id and the version the user edited). Null means "not given". */
export const DepartmentSave = object({
  id: optional(nullable(id())),
  code: departmentCode(),
  name: text(40),
  parentCode: optional(nullable(trimmedString())),
  sort: optional(nullable(intIn(0, 999_999))),
  enabled: optional(nullable(boolean())),
  version: optional(nullable(intIn(1, 2_147_483_647))),
});

export const departmentContracts = {
  list: get(
    '/api/departMent/listDept',
    object({ isEscrow: optional(flag()), includeDisabled: optional(flag()) }),
    labels,
  ).answers<Department[]>(),
  save: post('/api/departMent/save', DepartmentSave, labels).answers<Department>(),
  setEnabled: post(
    '/api/departMent/disable',
    object({ id: id(), enabled: boolean(), version: optional(nullable(intIn(1, 2_147_483_647))) }),
    labels,
  ).answers<Department>(),
  /** Each item is what save would carry, under its own idempotency key. */
  saveBatch: post(
    '/api/departMent/saveBatch',
    object({
      items: refine(
        array(
          object({
            key: refine(string(), 'key', (k) =>
              /^[A-Za-z0-9_-]{8,100}$/.test(k) ? true : '应为 8 到 100 位字母、数字、下划线或连字符',
            ),
            body: unknown(),
          }),
        ),
        'items',
        (list) =>
          list.length >= 1 && list.length <= maxDepartmentBatch ? true : `应有 1 到 ${maxDepartmentBatch} 项`,
      ),
    }),
    labels,
  ).answers<{ results: BatchItemResult[] }>(),
};

/** One item of a batch: the answer the item's own call would have had. */
export interface BatchItemResult {
  key: string;
  success: boolean;
  errorCode: number;
  message: string;
  data: unknown;
}
