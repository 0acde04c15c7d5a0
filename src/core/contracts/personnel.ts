// /api/personnel and /api/bankCard: the people of the ledger set's departments (部门人员) with the
// travel grade the travel claim reads, and the bank cards a payment goes to (拨款卡绑定): a person's
// cards with one default, or a unit payee's. /api/personnel/me gives a claimant their own person and
// cards, which the claim forms fill in. The paths are not in the spec (issue 18 item 11).
import { boolean, define, nullable, object, optional, refine, string } from 'superstruct';
import {
  accountNoProblem,
  GRADES,
  type Grade,
  isGrade,
  normalizeAccountNo,
  PERSON_CODE_MESSAGE,
  PERSON_CODE_RE,
} from '../personnel/rules';
import { isMobile, MOBILE_MESSAGE } from '../rules/phone';
import { download, get, post } from './contract';
import type { PreconditionImportAnswer } from './enterprise';
import { coerceWhen, flag, id, intIn, isString, text, trimmedString } from './structs';

/** A person as every call answers it, so the client caches one row type. */
export interface Person {
  id: number;
  /** 工号, unique in the ledger set. */
  code: string;
  name: string;
  departmentId: number;
  departmentName: string;
  /** 职级 for travel: 部级, 司局级 or 其余人员 (travel_transport_class_2013.csv). */
  grade: Grade;
  /** 职务, free text ('' when not given). */
  title: string;
  /** '' when not given. */
  mobile: string;
  /** The app_user who logs in as this person (关联用户), if any. */
  userId: number | null;
  /** That user's real name and login, e.g. 陈报销（baoxiao）. */
  userLabel: string | null;
  enabled: boolean;
  version: number;
}

/** A bank card as every call answers it. */
export interface BankCard {
  id: number;
  /** The person paid; null for a unit payee's account. */
  personId: number | null;
  personName: string | null;
  /** 户名 */
  accountName: string;
  /** 开户行 */
  bankName: string;
  /** 账号: digits only (spaces removed). */
  accountNo: string;
  /** 默认卡: one per person (or per unit payee's name). */
  isDefault: boolean;
  version: number;
}

/** A card write's answer: the card, and the cards of its owner (and of the owner it left) after it. */
export interface BankCardSaved {
  card: BankCard;
  cards: BankCard[];
}

/** What GET /api/personnel/me answers: the session user's person (null: none linked) and cards. */
export interface MyPerson {
  person: Person | null;
  cards: BankCard[];
}

const labels = {
  id: 'ID',
  code: '工号',
  name: '姓名',
  departmentId: '部门',
  grade: '职级',
  title: '职务',
  mobile: '手机号',
  userId: '关联用户',
  enabled: '启用',
  version: '版本号',
  includeDisabled: '含停用',
  personId: '人员',
  accountName: '户名',
  bankName: '开户行',
  accountNo: '账号',
  isDefault: '默认卡',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));

const personCode = () =>
  refine(trimmedString(), 'personCode', (v) => (PERSON_CODE_RE.test(v) ? true : PERSON_CODE_MESSAGE));

const grade = () => define<Grade>('grade', (v) => isGrade(v) || `应为 ${GRADES.join('、')} 之一`);

/** Optional: blank is "not given"; otherwise the spec's mobile format (spec 000 §5). */
const mobile = () =>
  optional(
    nullable(refine(trimmedString(), 'mobile', (v) => (v === '' || isMobile(v) ? true : MOBILE_MESSAGE))),
  );

/** 账号 with its spaces dropped before it is checked, so "6222 0200 ..." is accepted as its digits. */
const accountNo = () =>
  refine(
    coerceWhen(trimmedString(), isString, normalizeAccountNo),
    'accountNo',
    (v) => accountNoProblem(v) ?? true,
  );

/** 新增 (no id) or 修改 (id and the version the user edited). */
export const PersonSave = object({
  id: optional(nullable(id())),
  code: personCode(),
  name: text(40),
  departmentId: id(),
  grade: grade(),
  title: optional(
    nullable(refine(trimmedString(), 'title', (v) => (v.length <= 40 ? true : '长度不能超过 40 个字符'))),
  ),
  mobile: mobile(),
  userId: optional(nullable(id())),
  enabled: optional(nullable(boolean())),
  version: version(),
});

/** 新增 (no id) or 修改 (id and version). No person: a unit payee's account. */
export const BankCardSave = object({
  id: optional(nullable(id())),
  personId: optional(nullable(id())),
  accountName: text(60),
  bankName: text(60),
  accountNo: accountNo(),
  isDefault: optional(nullable(boolean())),
  version: version(),
});

const byId = object({ id: id(), version: version() });

export const personnelContracts = {
  list: get('/api/personnel/list', object({ includeDisabled: optional(flag()) }), labels).answers<Person[]>(),
  save: post('/api/personnel/save', PersonSave, labels).answers<Person>(),
  setEnabled: post(
    '/api/personnel/setEnabled',
    object({ id: id(), enabled: boolean(), version: version() }),
    labels,
  ).answers<Person>(),
  delete: post('/api/personnel/delete', byId, labels).answers<{ id: number }>(),
  /** Any signed-in user of the ledger set: their own person and cards (none: person null). */
  me: get('/api/personnel/me', object({}), labels).answers<MyPerson>(),
  /** 人员前置表's xlsx import: rows by 工号 add or update people; one bad row refuses the file. */
  importTemplate: download('GET', '/api/personnel/importTemplate', object({})),
  import: post('/api/personnel/import', object({ fileName: optional(text(200)), content: string() }), {
    ...labels,
    fileName: '文件名',
    content: '文件内容',
  }).answers<PreconditionImportAnswer>(),
};

export const bankCardContracts = {
  list: get('/api/bankCard/list', object({ personId: optional(id()) }), labels).answers<BankCard[]>(),
  /** Answers the card and every card of its owner(s), since the owner's default may have moved. */
  save: post('/api/bankCard/save', BankCardSave, labels).answers<BankCardSaved>(),
  /** Answers the card and every card of its owner: the old default changed too. */
  setDefault: post('/api/bankCard/setDefault', byId, labels).answers<BankCardSaved>(),
  /** Answers the owner's cards left (a removed default passes to the newest remaining card). */
  delete: post('/api/bankCard/delete', byId, labels).answers<{ id: number; cards: BankCard[] }>(),
};
