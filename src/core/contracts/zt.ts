// Ledger sets (账套, spec 001 §2.1 /selecting): the ones a user may open, the session's choice of set and
// year, the users who work in it (pickers), and (administrators) a new ledger set.
import { boolean, enums, nullable, object, optional, refine } from 'superstruct';
import { get, noInput, post } from './contract';
import { id, intIn, text, trimmedString } from './structs';

export type LedgerSetKind = 'grassroots' | 'county';

export interface LedgerSetSummary {
  zid: number;
  ztno: string;
  name: string;
  jc: string;
  kind: LedgerSetKind;
  startYear: number;
  /** 1 reads, 2 also writes. */
  level: number;
  /** The years the set can be opened in. */
  years: number[];
}

/** An enabled user who may work in the session's ledger set: only names, no account details. */
export interface Operator {
  id: number;
  name: string;
  userName: string;
  readOnly: boolean;
}

/** A ledger set as 账套管理 shows it: every one of the organisation, archived ones too. */
export interface LedgerSetAdmin {
  zid: number;
  ztno: string;
  name: string;
  jc: string;
  kind: LedgerSetKind;
  startYear: number;
  parentId: number | null;
  parentName: string | null;
  archived: boolean;
  archivedAt: string | null;
  /** Users granted the ledger set. */
  users: number;
  /** Years opened by 年度结转 (the first year is open from the start). */
  openedYears: number[];
  /** The last month closed, as YYYY-MM; null when none. */
  lastClosed: string | null;
  version: number;
}

/** What opening a year carried: per subject, the previous year's closing as the new opening. */
export interface YearOpeningAnswer {
  zid: number;
  year: number;
  rows: Array<{ subjectCode: string; deptCode: string; auxKey: string; debit: string; credit: string }>;
  totalDebit: string;
  totalCredit: string;
}

/** A user's grant on one ledger set (财务系统设置, the level setting): 0 none, 1 只读, 2 读写. */
export interface LedgerSetUser {
  userId: number;
  userName: string;
  realName: string;
  enabled: boolean;
  roles: string;
  level: 0 | 1 | 2;
}

/** The unit's own data (基本信息), shown on statements and printouts. */
export interface UnitInfo {
  name: string;
  code: string;
  address: string;
  phone: string;
  chairman: string;
  financeHead: string;
  bankName: string;
  bankAccount: string;
  version: number;
}

const labels = {
  zid: '账套',
  parentId: '上级工会',
  archived: '归档',
  version: '版本号',
  code: '单位代码',
  address: '地址',
  phone: '电话',
  chairman: '工会主席',
  financeHead: '财务负责人',
  bankName: '开户银行',
  bankAccount: '银行账号',
  year: '会计年度',
  name: '账套名称',
  kind: '账套类型',
  startYear: '启用年度',
  shortName: '简称',
};

const unitLabels = { ...labels, name: '单位名称' };

export const ztContracts = {
  list: get('/api/zt/list', noInput).answers<LedgerSetSummary[]>(),
  operators: get('/api/zt/operators', noInput).answers<Operator[]>(),
  select: post('/api/zt/select', object({ zid: id(), year: intIn(2022, 2100) }), labels).answers<{
    zid: number;
    year: number;
  }>(),
  save: post(
    '/api/zt/save',
    object({
      name: text(60),
      kind: enums(['grassroots', 'county'] as const),
      startYear: intIn(2022, 2100),
      shortName: optional(text(20)),
      parentId: optional(nullable(id())),
    }),
    labels,
  ).answers<LedgerSetSummary>(),
  /** 账套管理: every ledger set of the organisation. */
  manageList: get('/api/zt/manageList', noInput).answers<LedgerSetAdmin[]>(),
  /** Name, short name and parent of an existing ledger set (kind and first year stay). */
  update: post(
    '/api/zt/update',
    object({
      zid: id(),
      version: intIn(1, 2_147_483_647),
      name: text(60),
      shortName: text(20),
      parentId: optional(nullable(id())),
    }),
    labels,
  ).answers<LedgerSetAdmin>(),
  archive: post(
    '/api/zt/archive',
    object({ zid: id(), archived: boolean(), version: intIn(1, 2_147_483_647) }),
    labels,
  ).answers<LedgerSetAdmin>(),
  /** 年度结转: once the previous December is closed, its closing balances become the year's opening. */
  openYear: post(
    '/api/zt/openYear',
    object({ zid: id(), year: intIn(2023, 2100) }),
    labels,
  ).answers<YearOpeningAnswer>(),
  yearOpening: get(
    '/api/zt/yearOpening',
    object({ zid: id(), year: intIn(2022, 2100) }),
    labels,
  ).answers<YearOpeningAnswer>(),
  /** Every user of the organisation with their level on one ledger set. */
  users: get('/api/zt/users', object({ zid: id() }), labels).answers<LedgerSetUser[]>(),
  /** 基本信息 of the session's ledger set. */
  unitInfo: get('/api/zt/unitInfo', noInput).answers<UnitInfo>(),
  saveUnitInfo: post('/api/zt/saveUnitInfo', UnitInfoSave(), unitLabels).answers<UnitInfo>(),
  /** 平台管理: the organisation that keeps the books. */
  platformInfo: get('/api/zt/platformInfo', noInput).answers<UnitInfo>(),
  savePlatformInfo: post('/api/zt/savePlatformInfo', UnitInfoSave(), unitLabels).answers<UnitInfo>(),
};

function optionalText(max: number) {
  return optional(
    refine(trimmedString(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`)),
  );
}

function UnitInfoSave() {
  return object({
    version: intIn(1, 2_147_483_647),
    name: text(60),
    code: optional(
      refine(trimmedString(), 'unitCode', (v) =>
        v === '' || /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v) ? true : '应为 18 位统一社会信用代码',
      ),
    ),
    address: optionalText(100),
    phone: optional(
      refine(trimmedString(), 'phone', (v) =>
        v === '' || /^[0-9-]{7,20}$/.test(v) ? true : '应为电话号码（数字和 -）',
      ),
    ),
    chairman: optionalText(20),
    financeHead: optionalText(20),
    bankName: optionalText(60),
    bankAccount: optional(
      refine(trimmedString(), 'bankAccount', (v) =>
        v === '' || /^[0-9]{8,30}$/.test(v.replace(/\s/g, '')) ? true : '应为 8 到 30 位数字',
      ),
    ),
  });
}
