// Auxiliary accounting offline (辅助核算): the enabled types and their enabled items from
// auxiliaryContracts.types, cached as `auxTypes` and `auxItems` for the pickers. The built-in
// 部门 type's items are the ledger set's departments, as the server lists them.
import type { ApiClient } from '../api/client';
import { type AuxInfoView, type AuxTypeView, auxiliaryContracts } from '../core/contracts/auxiliary';
import type { CachedRow } from './types';

export type AuxTypeRecord = {
  id: number;
  typeNo: string;
  typeName: string;
  /** 'department' | 'person' | 'project' | 'unit' for the built-in types, null for the user's. */
  builtin: string | null;
  enabled: boolean;
};

export type AuxItemRecord = {
  typeId: number;
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
  enabled: boolean;
};

export type AuxTypeRow = CachedRow<AuxTypeRecord>;
export type AuxItemRow = CachedRow<AuxItemRecord>;

/** What the cache reads of a type and its items. */
type TypeAnswer = Pick<AuxTypeView, 'id' | 'typeNo' | 'typeName' | 'builtin' | 'enabled'> & {
  childData: readonly Pick<AuxInfoView, 'id' | 'infoNo' | 'infoName' | 'enabled'>[];
};

function fetchTypes(api: ApiClient): Promise<AuxTypeView[]> {
  return api.call(auxiliaryContracts.types, {}, { loading: false, background: true });
}

export function toAuxTypeRows(types: readonly TypeAnswer[]): AuxTypeRow[] {
  return types.map((t) => ({
    key: t.typeNo,
    code: t.typeNo,
    id: t.id,
    typeNo: t.typeNo,
    typeName: t.typeName,
    builtin: t.builtin ?? null,
    enabled: t.enabled,
  }));
}

/** Items are keyed "typeNo:infoNo", the pair a voucher line carries (see core/subjects/aux-key). */
export function toAuxItemRows(types: readonly TypeAnswer[]): AuxItemRow[] {
  return types.flatMap((t) =>
    t.childData.map((i) => ({
      key: `${t.typeNo}:${i.infoNo}`,
      code: i.infoNo,
      typeId: t.id,
      typeNo: t.typeNo,
      typeName: t.typeName,
      infoNo: i.infoNo,
      infoName: i.infoName,
      enabled: i.enabled,
    })),
  );
}

export async function loadAuxTypes(api: ApiClient): Promise<CachedRow[]> {
  return toAuxTypeRows(await fetchTypes(api));
}

export async function loadAuxItems(api: ApiClient): Promise<CachedRow[]> {
  return toAuxItemRows(await fetchTypes(api));
}
