// The card form's values (text as typed, selects as codes) and how they become the rules' card
// (src/core/assets/card.ts, the same rules the server checks) and the save's body.
import type { AssetCard, CardContent, CardContext } from '../../../core/assets/card';
import type { AssetCategoryView } from '../../../core/contracts/asset-settings';
import { parseMoney, tryParseMoney } from '../../../core/money';
import { toCalendarDate } from '../../../core/rules/dates';
import type { CardSaveBody } from '../../../local/assets';

/** Every text field of the form; selects hold codes or ids as text, '' or null when empty. */
export interface CardForm {
  assetCode: string;
  oldAssetCode: string;
  name: string;
  categoryId: string | null;
  ownership: string | null;
  fundSource: string | null;
  fundAmountFiscal: string;
  fundAmountUnion: string;
  spec: string;
  model: string;
  brand: string;
  producer: string;
  supplier: string;
  quantity: string;
  unit: string;
  purchasingMethod: string | null;
  acquireDate: string;
  dateOfActivation: string;
  bookDate: string;
  invoiceNo: string;
  contractNo: string;
  procurementForm: string | null;
  valueType: string | null;
  originalValue: string;
  initAccumulated: string;
  depreciationMethod: string | null;
  estimatedServiceLife: string;
  usedMonths: string;
  manageDepartmentId: string | null;
  useDepartmentId: string | null;
  custodianPersonId: string | null;
  custodian: string;
  location: string;
  useStatus: string | null;
  warrantyEnd: string;
  remark: string;
  houseLocation: string;
  houseArea: string;
  houseStructure: string | null;
  titleCert: string;
  completionDate: string;
  vehiclePlate: string;
  patentNo: string;
  amortisationBasis: string | null;
}

const idText = (v: number | null | undefined) => (v == null ? null : String(v));
const intText = (v: number | null | undefined) => (v == null ? '' : String(v));

export function initialCardForm(
  editing: AssetCard | null,
  options: { assetClass: 1 | 2 | 3; isInit: boolean; ledgerKind: 'grassroots' | 'county' },
): CardForm {
  if (editing) {
    return {
      assetCode: editing.assetCode,
      oldAssetCode: editing.oldAssetCode,
      name: editing.name,
      categoryId: idText(editing.categoryId),
      ownership: editing.ownership,
      fundSource: editing.fundSource,
      fundAmountFiscal: editing.fundAmountFiscal,
      fundAmountUnion: editing.fundAmountUnion,
      spec: editing.spec,
      model: editing.model,
      brand: editing.brand,
      producer: editing.producer,
      supplier: editing.supplier,
      quantity: intText(editing.quantity),
      unit: editing.unit,
      purchasingMethod: editing.purchasingMethod,
      acquireDate: editing.acquireDate,
      dateOfActivation: editing.dateOfActivation,
      bookDate: editing.bookDate,
      invoiceNo: editing.invoiceNo,
      contractNo: editing.contractNo,
      procurementForm: editing.procurementForm || null,
      valueType: editing.valueType,
      originalValue: editing.originalValue,
      initAccumulated: editing.initAccumulated,
      depreciationMethod: editing.depreciationMethod,
      estimatedServiceLife: intText(editing.estimatedServiceLife),
      usedMonths: intText(editing.usedMonths),
      manageDepartmentId: idText(editing.manageDepartmentId),
      useDepartmentId: idText(editing.useDepartmentId),
      custodianPersonId: idText(editing.custodianPersonId),
      custodian: editing.custodian,
      location: editing.location,
      useStatus: editing.useStatus,
      warrantyEnd: editing.warrantyEnd,
      remark: editing.remark,
      houseLocation: editing.houseLocation,
      houseArea: editing.houseArea,
      houseStructure: editing.houseStructure || null,
      titleCert: editing.titleCert,
      completionDate: editing.completionDate,
      vehiclePlate: editing.vehiclePlate,
      patentNo: editing.patentNo,
      amortisationBasis: editing.amortisationBasis,
    };
  }
  const today = options.isInit ? '' : toCalendarDate(new Date());
  return {
    assetCode: '',
    oldAssetCode: '',
    name: '',
    categoryId: null,
    ownership: options.ledgerKind === 'county' ? 'UNION' : null,
    fundSource: 'UNION_FUND',
    fundAmountFiscal: '',
    fundAmountUnion: '',
    spec: '',
    model: '',
    brand: '',
    producer: '',
    supplier: '',
    quantity: '1',
    unit: '',
    purchasingMethod: options.isInit ? 'OPENING' : 'PURCHASE',
    acquireDate: today,
    dateOfActivation: today,
    bookDate: today,
    invoiceNo: '',
    contractNo: '',
    procurementForm: null,
    valueType: 'ACTUAL_COST',
    originalValue: '',
    initAccumulated: options.isInit ? '0.00' : '',
    depreciationMethod: options.assetClass === 3 ? null : 'STRAIGHT_LINE',
    estimatedServiceLife: '',
    usedMonths: options.isInit ? '0' : '',
    manageDepartmentId: null,
    useDepartmentId: null,
    custodianPersonId: null,
    custodian: '',
    location: '',
    useStatus: 'IN_USE',
    warrantyEnd: '',
    remark: '',
    houseLocation: '',
    houseArea: '',
    houseStructure: null,
    titleCert: '',
    completionDate: '',
    vehiclePlate: '',
    patentNo: '',
    amortisationBasis: options.assetClass === 2 ? 'ESTIMATED' : null,
  };
}

const int = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim() === '' ? null : Number.NaN);
const id = (v: string | null) => (v === null || v === '' ? null : Number(v));
const moneyText = (v: string) => {
  const m = tryParseMoney(v);
  return v.trim() === '' ? '' : (m ?? v.trim());
};

/** The form as the shared rules read it (src/core/assets/card.ts). */
export function contentOfForm(form: CardForm, assetClass: 1 | 2 | 3): CardContent {
  return {
    assetClass,
    assetCode: form.assetCode.trim(),
    oldAssetCode: form.oldAssetCode.trim(),
    name: form.name.trim(),
    categoryId: id(form.categoryId),
    ownership: form.ownership as CardContent['ownership'],
    fundSource: form.fundSource as CardContent['fundSource'],
    fundAmountFiscal: moneyText(form.fundAmountFiscal),
    fundAmountUnion: moneyText(form.fundAmountUnion),
    spec: form.spec.trim(),
    model: form.model.trim(),
    brand: form.brand.trim(),
    producer: form.producer.trim(),
    supplier: form.supplier.trim(),
    quantity: int(form.quantity),
    unit: form.unit.trim(),
    purchasingMethod: form.purchasingMethod as CardContent['purchasingMethod'],
    acquireDate: form.acquireDate,
    dateOfActivation: form.dateOfActivation,
    bookDate: form.bookDate,
    invoiceNo: form.invoiceNo.trim(),
    contractNo: form.contractNo.trim(),
    procurementForm: form.procurementForm ?? '',
    valueType: form.valueType as CardContent['valueType'],
    originalValue: moneyText(form.originalValue),
    initAccumulated: moneyText(form.initAccumulated),
    depreciationMethod: form.depreciationMethod as CardContent['depreciationMethod'],
    estimatedServiceLife: int(form.estimatedServiceLife),
    usedMonths: int(form.usedMonths),
    totalWorkload: '',
    manageDepartmentId: id(form.manageDepartmentId),
    useDepartmentId: id(form.useDepartmentId),
    custodianPersonId: id(form.custodianPersonId),
    custodian: form.custodian.trim(),
    location: form.location.trim(),
    useStatus: form.useStatus as CardContent['useStatus'],
    warrantyEnd: form.warrantyEnd,
    remark: form.remark.trim(),
    houseLocation: form.houseLocation.trim(),
    houseArea: form.houseArea.trim(),
    houseStructure: form.houseStructure ?? '',
    titleCert: form.titleCert.trim(),
    completionDate: form.completionDate,
    vehiclePlate: form.vehiclePlate.trim(),
    patentNo: form.patentNo.trim(),
    amortisationBasis: form.amortisationBasis as CardContent['amortisationBasis'],
  };
}

export function categoryContext(category: AssetCategoryView | undefined): CardContext['category'] {
  return category
    ? {
        assetClass: category.assetClass,
        depreciable: category.depreciable,
        minLifeMonths: category.minLifeMonths,
        maxLifeMonths: category.maxLifeMonths,
        structureLives: category.structureLives,
        enabled: category.enabled,
        name: category.name,
      }
    : null;
}

/** The save's body: what the server's CardSave takes (money canonical, blanks as null). */
export function bodyOfForm(
  content: CardContent,
  options: { id: string; isInit: boolean; version: number | null },
): CardSaveBody {
  const money = (v: string) => (v === '' ? null : parseMoney(v));
  const body: CardSaveBody = {
    ...content,
    id: options.id,
    isInit: options.isInit,
    fundAmountFiscal: content.fundSource === 'MIXED' ? money(content.fundAmountFiscal) : null,
    fundAmountUnion: content.fundSource === 'MIXED' ? money(content.fundAmountUnion) : null,
    originalValue: money(content.originalValue),
    initAccumulated: options.isInit ? money(content.initAccumulated) : null,
    usedMonths: options.isInit ? content.usedMonths : null,
    procurementForm: content.procurementForm || null,
    houseStructure: content.houseStructure || null,
  };
  if (options.version !== null) body.version = options.version;
  return body;
}
