// The voucher templates of the asset dialogs. Built-in ones are the 制度's entries
// (voucher_templates_assets_cashier.csv: FA01, IA01, INV01 acquisition; FA08, IA04 provision) with
// the class's own subjects from 资产类别 and the paying side resolved to the chart's first end-level
// subject (102 -> 10201); a template whose subject the chart lacks is not offered. User templates
// are stored per ledger set, kind and class.
import type { Infer } from 'superstruct';
import type { AssetClass } from '../../../src/core/assets/types.ts';
import type {
  AssetTemplateType,
  AssetTemplateView,
  TemplateDetail,
  TemplateSave,
} from '../../../src/core/contracts/asset-vouchers.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import type { Reference } from '../voucher/reference.ts';
import type { Db, Trx } from './db.ts';

type Side = 'D' | 'C';
type Role = 'asset' | 'contra' | 'fund' | string;

/** Built-in rows: the class subject by role, or a chart code resolved to its first end-level subject. */
const builtIns: Partial<
  Record<`${AssetTemplateType}:${AssetClass}`, { id: number; name: string; rows: [Side, Role][] }>
> = {
  'card:1': {
    id: -11,
    name: '购入固定资产（制度 162条）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
      ['D', '50702'],
      ['C', '102'],
    ],
  },
  'card:2': {
    id: -12,
    name: '购入无形资产（制度 171条）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
      ['D', '50706'],
      ['C', '102'],
    ],
  },
  'card:3': {
    id: -13,
    name: '购入库存物品（制度 141条）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
      ['D', '506'],
      ['C', '102'],
    ],
  },
  'provision:1': {
    id: -21,
    name: '计提固定资产折旧（制度 163条）',
    rows: [
      ['D', 'fund'],
      ['C', 'contra'],
    ],
  },
  'disposal:1': {
    id: -31,
    name: '出售、调出固定资产（制度 162条四(四)）',
    rows: [
      ['D', 'fund'],
      ['D', 'contra'],
      ['C', 'asset'],
    ],
  },
  'disposal:2': {
    id: -32,
    name: '出售、调出无形资产（制度 171条三(三)）',
    rows: [
      ['D', 'fund'],
      ['D', 'contra'],
      ['C', 'asset'],
    ],
  },
  'disposal:3': {
    id: -33,
    name: '出售、调出库存物品（制度 141条三(二)）',
    rows: [
      ['D', 'fund'],
      ['C', 'asset'],
    ],
  },
  'transform:1': {
    id: -41,
    name: '暂估调整固定资产原值（制度 162条四(一)2）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
    ],
  },
  'transform:2': {
    id: -42,
    name: '调整无形资产成本（制度 171条）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
    ],
  },
  'transform:3': {
    id: -43,
    name: '调整库存物品成本（制度 141条）',
    rows: [
      ['D', 'asset'],
      ['C', 'fund'],
    ],
  },
  'provision:2': {
    id: -22,
    name: '计提无形资产摊销（制度 172条）',
    rows: [
      ['D', 'fund'],
      ['C', 'contra'],
    ],
  },
};

export interface ClassSubjectsRow {
  asset_subject: string | null;
  contra_subject: string | null;
  fund_subject: string | null;
}

export async function classSubjectsOf(
  db: Db,
  ledgerSetId: number,
  assetClass: AssetClass,
): Promise<ClassSubjectsRow> {
  return db
    .selectFrom('asset_class_setting')
    .select(['asset_subject', 'contra_subject', 'fund_subject'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass)
    .executeTakeFirstOrThrow();
}

/** The code itself when it is an enabled end-level subject, else its first enabled end-level descendant. */
export function firstLeaf(ref: Reference, code: string | null): string | null {
  if (code === null) return null;
  const self = ref.subjects.get(code);
  if (self?.isLeaf && self.enabled) return code;
  const leaves = [...ref.subjects.values()]
    .filter((s) => s.isLeaf && s.enabled && s.code.startsWith(code) && s.code !== code)
    .map((s) => s.code)
    .sort();
  return leaves[0] ?? null;
}

function detail(ref: Reference, code: string, side: Side): TemplateDetail {
  const s = ref.subjects.get(code);
  return {
    subjectCode: code,
    code,
    debitAmount: side === 'D' ? 1 : 0,
    creditAmount: side === 'C' ? 1 : 0,
    subjectName: s?.name ?? '',
    codeFullName: s?.fullName ?? '',
  };
}

function builtInTemplate(
  ref: Reference,
  subjects: ClassSubjectsRow,
  type: AssetTemplateType,
  assetClass: AssetClass,
): AssetTemplateView | null {
  const def = builtIns[`${type}:${assetClass}`];
  if (!def) return null;
  const byRole: Record<string, string | null> = {
    asset: subjects.asset_subject,
    contra: subjects.contra_subject,
    fund: subjects.fund_subject,
  };
  const details: TemplateDetail[] = [];
  for (const [side, role] of def.rows) {
    const code = firstLeaf(ref, role in byRole ? (byRole[role] ?? null) : role);
    if (code === null) return null;
    details.push(detail(ref, code, side));
  }
  return { id: def.id, name: def.name, templateType: type, assetClass, isBuiltIn: true, details, version: 1 };
}

export async function listTemplates(
  db: Db,
  ref: Reference,
  ledgerSetId: number,
  type: AssetTemplateType,
  assetClass: AssetClass,
): Promise<AssetTemplateView[]> {
  const [subjects, rows] = await Promise.all([
    classSubjectsOf(db, ledgerSetId, assetClass),
    db
      .selectFrom('asset_template')
      .select(['id', 'name', 'details', 'version'])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('template_type', '=', type)
      .where('asset_class', '=', assetClass)
      .orderBy('name')
      .execute(),
  ]);
  const own = rows.map((r) => ({
    id: r.id,
    name: r.name,
    templateType: type,
    assetClass,
    isBuiltIn: false,
    details: (r.details as { code: string; debitAmount: 1 | 0 }[]).map((d) =>
      detail(ref, d.code, d.debitAmount === 1 ? 'D' : 'C'),
    ),
    version: r.version,
  }));
  const builtIn = builtInTemplate(ref, subjects, type, assetClass);
  return builtIn ? [builtIn, ...own] : own;
}

export async function saveTemplate(
  trx: Trx,
  ref: Reference,
  who: { ledgerSetId: number; userId: number },
  input: Infer<typeof TemplateSave>,
): Promise<AssetTemplateView> {
  if (input.isBuiltIn) throw refused('内置模板不能修改，请另存为新模板');
  const { template } = input;
  const details = input.details.map((d, i) => {
    const code = (d.code ?? '').trim();
    if (code === '') throw badRequest(`第${i + 1}行：科目不能为空`);
    const s = ref.subjects.get(code);
    if (!s) throw badRequest(`第${i + 1}行：科目 ${code} 不存在`);
    if (!s.isLeaf) throw badRequest(`第${i + 1}行：请选择末级科目`);
    if (d.debitAmount === d.creditAmount) throw badRequest(`第${i + 1}行：应为借方或贷方之一`);
    return { code, debitAmount: d.debitAmount, creditAmount: d.creditAmount };
  });
  const json = JSON.stringify(details);
  let id: number;
  if (template.id == null) {
    const row = await trx
      .insertInto('asset_template')
      .values({
        ledger_set_id: who.ledgerSetId,
        template_type: template.templateType,
        asset_class: template.assetClass,
        name: template.name,
        details: json,
        created_by: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    const row = await trx
      .updateTable('asset_template')
      .set((eb) => ({
        name: template.name,
        details: json,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', template.id)
      .where('ledger_set_id', '=', who.ledgerSetId)
      .where('template_type', '=', template.templateType)
      .where('asset_class', '=', template.assetClass)
      .$if(template.version != null, (q) => q.where('version', '=', template.version as number))
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict('模板已被他人修改或删除，请刷新后重试');
    id = row.id;
  }
  const all = await listTemplates(trx, ref, who.ledgerSetId, template.templateType, template.assetClass);
  return all.find((t) => t.id === id) as AssetTemplateView;
}
