// /api/auxi (spec 000 §7.5): auxiliary types and items, their state and subject links, the project
// relations, the project sync to other ledger sets, and auxiliary balances. Lists are readable by
// anyone working in the ledger set (voucher pickers need them); changes need the 辅助核算 screens'
// permissions.
import { array, enums, object, optional, record, size, string } from 'superstruct';
import type { Money } from '../money';
import type { AuxField } from '../subjects/aux-fields';
import type { Direction } from '../subjects/types';
import { auxCode, looseFlag, subjectCode } from './chart-structs';
import { get, noInput, post } from './contract';
import { id, text } from './structs';

export type BuiltinAuxType = 'department' | 'person' | 'project' | 'unit';

export interface AuxInfoView {
  /** null for the 部门 type's items, which are departments (edit them in 部门设置). */
  id: number | null;
  typeId: number;
  infoNo: string;
  infoName: string;
  details: Record<string, string>;
  enabled: boolean;
  readOnly: boolean;
}

/** A type with its items (spec 000 §3: typeNo, typeName, builtInSystem, childData). */
export interface AuxTypeView {
  id: number;
  typeNo: string;
  typeName: string;
  builtInSystem: boolean;
  builtin: BuiltinAuxType | null;
  enabled: boolean;
  fields: AuxField[];
  childData: AuxInfoView[];
}

export interface LinkedSubject {
  code: string;
  codeName: string;
  codeFullName: string;
  isLeaf: boolean;
  enabled: boolean;
}

export interface RelationView {
  id: number;
  relatedTypeId: number;
  projectInfoNo: string;
  projectName: string;
  relatedCode: string;
  relatedName: string;
}

export interface RelationTypeView {
  id: number;
  typeName: string;
  remark: string;
  relations: RelationView[];
}

export interface SyncResult {
  zid: number;
  name: string;
  created: number;
  updated: number;
}

export interface AuxBalanceRow {
  typeId: number;
  typeNo: string;
  typeName: string;
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: Direction;
  /** The subject's own opening balance. */
  subjectAmount: Money;
  /** Sum of its auxiliary breakdown rows that name an item of this type. */
  auxAmount: Money;
  /** auxAmount - subjectAmount. */
  difference: Money;
}

export interface AuxInfoBalanceRow {
  typeId: number;
  typeNo: string;
  infoNo: string;
  infoName: string;
  code: string;
  codeName: string;
  balanceDirection: Direction;
  initAmount: Money;
}

const labels = {
  id: 'ID',
  typeNo: '类型编号',
  typeName: '类型名称',
  fields: '自定义字段',
  fieldNo: '字段编号',
  fieldName: '字段名称',
  fieldType: '字段类型',
  typeId: '辅助核算类型',
  infoNo: '项目编号',
  infoName: '项目名称',
  details: '自定义字段值',
  enabled: '是否启用',
  code: '科目编码',
  codes: '科目',
  auxTypeIds: '辅助核算类型',
  includeDisabled: '含停用',
};

const projectLabels = {
  ...labels,
  typeName: '关联类型名称',
  remark: '备注',
  relatedTypeId: '项目关联类型',
  projectInfoNo: '项目编号',
  relatedCode: '关联编码',
  relatedName: '关联名称',
  targetZids: '目标账套',
  infoNos: '项目编号',
};

const ById = object({ id: id() });
const Enable = object({ id: id(), enabled: optional(looseFlag()) });

export const AuxTypeSave = object({
  id: optional(id()),
  typeNo: optional(auxCode()),
  typeName: text(20),
  fields: optional(
    size(
      array(
        object({
          fieldNo: optional(auxCode()),
          fieldName: text(20),
          fieldType: enums([1, 2, 3, 4] as const),
        }),
      ),
      0,
      20,
    ),
  ),
});

export const AuxInfoSave = object({
  id: optional(id()),
  typeId: id(),
  infoNo: auxCode(),
  infoName: text(60),
  details: optional(record(string(), string())),
  enabled: optional(looseFlag()),
});

export const RelationTypeSave = object({
  id: optional(id()),
  typeName: text(30),
  remark: optional(text(200)),
});

export const RelationSave = object({
  id: optional(id()),
  relatedTypeId: id(),
  projectInfoNo: auxCode(),
  relatedCode: text(40),
  relatedName: text(100),
});

export const auxiliaryContracts = {
  /** Enabled types with their enabled items: what pickers offer and the offline cache keeps. */
  types: get('/api/auxi/GetAuxiTypeList', noInput).answers<AuxTypeView[]>(),
  /** Every type with every item, disabled ones too (the management screens). */
  allTypes: get(
    '/api/auxi/GetAuxiTypeAllList',
    object({ includeDisabled: optional(looseFlag()) }),
    labels,
  ).answers<AuxTypeView[]>(),
  subjectsOfType: get('/api/auxi/GetSubjectListByAuxiType/:id', ById, labels).answers<LinkedSubject[]>(),
  // :id is the subject code: voucher lines and the offline cache know subjects by code.
  typesOfSubject: get('/api/auxi/GetAuxiTypes/:id', object({ id: subjectCode() }), {
    id: '科目编码',
  }).answers<AuxTypeView[]>(),
  saveType: post('/api/auxi/SaveAuxiType', AuxTypeSave, labels).answers<AuxTypeView>(),
  deleteType: post('/api/auxi/DeleteAuxiType/:id', ById, labels).answers<{ id: number }>(),
  enableType: post('/api/auxi/EnableAuxiType/:id', Enable, labels).answers<AuxTypeView>(),
  saveInfo: post('/api/auxi/SaveAuxiInfo', AuxInfoSave, labels).answers<AuxInfoView>(),
  deleteInfo: post('/api/auxi/DeleteAuxiInfo/:id', ById, labels).answers<{ id: number }>(),
  enableInfo: post('/api/auxi/EnableAuxiInfo/:id', Enable, labels).answers<AuxInfoView>(),
  saveSubjectTypes: post(
    '/api/auxi/SaveSubjectAuxiType',
    object({ code: subjectCode(), auxTypeIds: size(array(id()), 0, 20) }),
    labels,
  ).answers<AuxTypeView[]>(),
  saveTypeSubjects: post(
    '/api/auxi/SaveAuxiTypeSubject',
    object({ typeId: id(), codes: size(array(subjectCode()), 0, 2000) }),
    labels,
  ).answers<LinkedSubject[]>(),
  relationTypes: get('/api/auxi/GetProjecRelatedTypeList', noInput).answers<RelationTypeView[]>(),
  saveRelationType: post(
    '/api/auxi/SaveProjecRelatedType',
    RelationTypeSave,
    projectLabels,
  ).answers<RelationTypeView>(),
  deleteRelationType: post('/api/auxi/DeleteProjecRelatedType/:id', ById, projectLabels).answers<{
    id: number;
  }>(),
  saveRelation: post('/api/auxi/SaveProjecRelated', RelationSave, projectLabels).answers<RelationView>(),
  deleteRelation: post('/api/auxi/DeleteProjecRelated/:id', ById, projectLabels).answers<{ id: number }>(),
  syncProjects: post(
    '/api/auxi/SyncOutputProject',
    object({
      targetZids: size(array(id()), 1, 200),
      infoNos: optional(size(array(auxCode()), 1, 5000)),
    }),
    projectLabels,
  ).answers<SyncResult[]>(),
  balances: get('/api/auxi/GetAuxiBalanceList', object({ typeId: optional(id()) }), projectLabels).answers<
    AuxBalanceRow[]
  >(),
  infoBalances: get(
    '/api/auxi/GetAuxiInfoBalanceList',
    object({ typeId: id(), code: optional(subjectCode()) }),
    projectLabels,
  ).answers<AuxInfoBalanceRow[]>(),
};
