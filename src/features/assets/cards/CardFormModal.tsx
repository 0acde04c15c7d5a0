// 新增 / 修改 资产卡片 (asset_card_fields.csv): identity, acquisition, value and depreciation, use, and
// the class's own fields (房屋, 无形资产, 车辆). The same rules as the server decide what may be saved
// (src/core/assets/card.ts), the first failing one in a warning; a valid card goes to the outbox, so
// it saves the same way online and offline. A card with a voucher or a provision keeps its figures.
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { type AssetCard, cardProblem, depreciationExemption, minimumLife } from '../../../core/assets/card';
import { depreciationPlan } from '../../../core/assets/depreciation';
import {
  ACQUIRE_METHODS,
  AMORTISATION_BASES,
  assetClassName,
  DEPRECIATION_METHODS,
  FUND_SOURCES,
  OWNERSHIPS,
  PROCUREMENT_FORMS,
  USE_STATUSES,
  VALUE_TYPES,
} from '../../../core/assets/types';
import { formatMoney, fromCents } from '../../../core/money';
import { sanitizeAmountInput } from '../../../core/rules/amount-input';
import { sanitizeIntegerInput } from '../../../core/rules/integer-input';
import type { DepartmentRow } from '../../../local';
import { type AssetCategoryRecord, newCardId, queueCardSave } from '../../../local/assets';
import type { PersonRow } from '../../../local/personnel';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import '../../../ui/dayjs-locale';
import { AssetFileFields } from '../AssetFiles';
import { bodyOfForm, type CardForm, categoryContext, contentOfForm, initialCardForm } from './card-form';

export const cardFormId = 'asset-card-form';

const options = (values: readonly (readonly [string, string])[]) =>
  values.map(([value, label]) => ({ value, label }));

export interface CardFormModalProps {
  opened: boolean;
  assetClass: 1 | 2 | 3;
  isInit: boolean;
  editing: AssetCard | null;
  categories: readonly AssetCategoryRecord[];
  departments: readonly DepartmentRow[];
  people: readonly PersonRow[];
  ledgerKind: 'grassroots' | 'county';
  openingDate: string;
  onClose(): void;
  onSaved?(label: string): void;
}

export function CardFormModal(props: CardFormModalProps) {
  const {
    opened,
    assetClass,
    isInit,
    editing,
    categories,
    departments,
    people,
    ledgerKind,
    openingDate,
    onClose,
    onSaved,
  } = props;
  // A new card's id is made when the form opens: the files picked in it are bound to that id.
  const [cardId] = useState(() => editing?.id ?? newCardId());
  const booked = editing !== null && (editing.isGenerateCertificate || editing.provisionCount > 0);
  const categoryOptions = useMemo(
    () =>
      categories
        .filter((c) => c.assetClass === assetClass && (c.enabled || c.id === editing?.categoryId))
        .map((c) => ({ value: String(c.id), label: `${c.code} ${c.name}` })),
    [categories, assetClass, editing],
  );
  const departmentOptions = useMemo(
    () =>
      departments
        .filter(
          (d) =>
            d.id !== null &&
            (d.enabled || d.id === editing?.useDepartmentId || d.id === editing?.manageDepartmentId),
        )
        .map((d) => ({ value: String(d.id), label: d.departmentName })),
    [departments, editing],
  );
  const peopleOptions = useMemo(
    () =>
      people
        .filter((p) => p.id !== null && p.enabled)
        .map((p) => ({ value: String(p.id), label: `${p.name}（${p.departmentName}）` })),
    [people],
  );
  const context = (values: CardForm) => ({
    category: categoryContext(categories.find((c) => String(c.id) === values.categoryId)),
    ledgerKind,
    openingDate,
    isInit,
  });
  const form = useModalForm<CardForm>({
    id: cardFormId,
    opened,
    initial: () => initialCardForm(editing, { assetClass, isInit, ledgerKind }),
    validate: (values) => cardProblem(contentOfForm(values, assetClass), context(values)),
    submit: async (values) => {
      const content = contentOfForm(values, assetClass);
      const entry = await queueCardSave(
        bodyOfForm(content, {
          id: cardId,
          isInit,
          version: editing && editing.version > 0 ? editing.version : null,
        }),
      );
      onSaved?.(entry.label);
    },
    onClose,
  });
  const v = form.values;
  const category = categories.find((c) => String(c.id) === v.categoryId);
  const content = contentOfForm(v, assetClass);
  const exemption = category
    ? depreciationExemption({
        assetClass,
        valueType: content.valueType,
        amortisationBasis: content.amortisationBasis,
        categoryDepreciable: category.depreciable,
        categoryName: category.name,
      })
    : null;
  const charged = assetClass !== 3 && exemption === null;
  const min = minimumLife(context(v), content);
  const monthly = (() => {
    if (!charged || !Number.isInteger(content.estimatedServiceLife) || !content.originalValue) return null;
    try {
      const plan = depreciationPlan({
        originalValue: content.originalValue,
        lifeMonths: content.estimatedServiceLife as number,
        startMonth: '2022-01',
        accumulated: isInit ? content.initAccumulated || '0' : '0',
        usedMonths: isInit ? (content.usedMonths ?? 0) : 0,
      });
      return plan ? fromCents(plan.monthly) : '0.00';
    } catch {
      return null;
    }
  })();
  const word = assetClass === 2 ? '摊销' : '折旧';
  const title = `${editing ? '修改' : '新增'}${isInit ? '期初' : ''}${assetClassName(assetClass)}卡片${editing?.cardNo ? ` ${editing.cardNo}` : ''}`;

  const text = (
    field: keyof CardForm,
    label: string,
    extra: { required?: boolean; max?: number; locked?: boolean; placeholder?: string } = {},
  ) => (
    <TextInput
      size="xs"
      label={label}
      withAsterisk={extra.required}
      maxLength={extra.max ?? 60}
      disabled={extra.locked}
      placeholder={extra.placeholder}
      value={v[field] as string}
      onChange={(e) => form.set(field, e.currentTarget.value as never)}
    />
  );
  const amount = (
    field: keyof CardForm,
    label: string,
    extra: { required?: boolean; locked?: boolean } = {},
  ) => (
    <TextInput
      size="xs"
      label={label}
      withAsterisk={extra.required}
      inputMode="decimal"
      maxLength={16}
      disabled={extra.locked}
      styles={{ input: { textAlign: 'right' } }}
      value={v[field] as string}
      onChange={(e) => form.set(field, sanitizeAmountInput(e.currentTarget.value) as never)}
      onBlur={() => {
        const m = v[field] as string;
        if (m.trim() !== '') {
          const clean = m.replace(/,/g, '');
          if (!Number.isNaN(Number(clean))) form.set(field, formatMoney(clean).replace(/,/g, '') as never);
        }
      }}
    />
  );
  const integer = (
    field: keyof CardForm,
    label: string,
    extra: { required?: boolean; locked?: boolean; hint?: string } = {},
  ) => (
    <TextInput
      size="xs"
      label={label}
      withAsterisk={extra.required}
      placeholder={extra.hint}
      inputMode="numeric"
      maxLength={7}
      disabled={extra.locked}
      value={v[field] as string}
      onChange={(e) => form.set(field, sanitizeIntegerInput(e.currentTarget.value) as never)}
    />
  );
  const select = (
    field: keyof CardForm,
    label: string,
    data: { value: string; label: string }[],
    extra: { required?: boolean; locked?: boolean; clearable?: boolean; searchable?: boolean } = {},
  ) => (
    <Select
      size="xs"
      label={label}
      withAsterisk={extra.required}
      data={data}
      disabled={extra.locked}
      clearable={extra.clearable}
      searchable={extra.searchable}
      nothingFoundMessage="没有匹配项"
      value={v[field] as string | null}
      onChange={(value) => form.set(field, value as never)}
      comboboxProps={{ withinPortal: true }}
    />
  );
  const date = (
    field: keyof CardForm,
    label: string,
    extra: { required?: boolean; locked?: boolean } = {},
  ) => (
    <DateInput
      size="xs"
      label={label}
      withAsterisk={extra.required}
      valueFormat="YYYY-MM-DD"
      clearable={!extra.required}
      disabled={extra.locked}
      value={(v[field] as string) || null}
      onChange={(value) => form.set(field, (value ?? '') as never)}
      popoverProps={{ withinPortal: true }}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      size={960}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <ScrollArea.Autosize mah="68vh" type="auto" offsetScrollbars>
          <Stack gap={6}>
            {booked && (
              <Alert color="blue" variant="light" p={6}>
                <Text size="xs">
                  本卡片已{editing?.isGenerateCertificate ? '生成凭证' : `计提${word}`}
                  ，原值、使用年限、入账日期等影响账务的项目不能修改（请通过资产变动处理）。
                </Text>
              </Alert>
            )}
            <Divider label="基本信息" labelPosition="left" />
            <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
              {text('name', '资产名称', { required: true })}
              {select('categoryId', '资产分类', categoryOptions, {
                required: true,
                searchable: true,
                locked: booked,
              })}
              {text('assetCode', '资产编号', { max: 40, placeholder: '默认取卡片编号' })}
              {text('oldAssetCode', '原资产编号', { max: 40 })}
              {select('ownership', '资产性质', options(OWNERSHIPS), {
                required: ledgerKind === 'county',
                clearable: ledgerKind !== 'county',
              })}
              {select('fundSource', '资金来源', options(FUND_SOURCES), { required: true })}
              {v.fundSource === 'MIXED' &&
                amount('fundAmountFiscal', '其中：财政拨款金额', { required: true })}
              {v.fundSource === 'MIXED' &&
                amount('fundAmountUnion', '其中：工会资金金额', { required: true })}
              {text('spec', '规格')}
              {text('model', '型号')}
              {text('brand', '品牌', { max: 40 })}
              {text('producer', '生产厂家')}
              {text('supplier', '供应商')}
              {integer('quantity', '数量', { required: true })}
              {text('unit', '计量单位', { required: true, max: 10 })}
            </SimpleGrid>
            <Divider label="取得信息" labelPosition="left" />
            <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
              {select(
                'purchasingMethod',
                '取得方式',
                options(ACQUIRE_METHODS).filter((o) => (o.value === 'OPENING') === isInit),
                { required: true, locked: booked || isInit },
              )}
              {date('acquireDate', '取得日期', { required: true })}
              {assetClass !== 3 && date('dateOfActivation', '启用日期', { required: charged })}
              {date('bookDate', '财务入账日期', { required: true, locked: booked })}
              {text('invoiceNo', '发票号', { max: 40 })}
              {text('contractNo', '采购合同编号', { max: 40 })}
              {select(
                'procurementForm',
                '采购组织形式',
                PROCUREMENT_FORMS.map((p) => ({ value: p, label: p })),
                { clearable: true },
              )}
            </SimpleGrid>
            <Divider label={assetClass === 3 ? '价值' : `价值与${word}`} labelPosition="left" />
            <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
              {select('valueType', '价值类型', options(VALUE_TYPES), { required: true, locked: booked })}
              {amount('originalValue', '原值(元)', { required: true, locked: booked })}
              {assetClass === 2 &&
                select('amortisationBasis', '摊销年限依据', options(AMORTISATION_BASES), {
                  required: true,
                  locked: booked,
                })}
              {charged &&
                select('depreciationMethod', `${word}方法`, options(DEPRECIATION_METHODS), {
                  required: true,
                })}
              {charged &&
                integer('estimatedServiceLife', '使用年限(月)', {
                  required: true,
                  locked: booked,
                  hint: min ? `不低于 ${min} 个月` : undefined,
                })}
              {isInit &&
                charged &&
                amount('initAccumulated', `累计${word}(元)`, { required: true, locked: booked })}
              {isInit &&
                charged &&
                integer('usedMonths', `已提${word}月数`, { required: true, locked: booked })}
            </SimpleGrid>
            <Text size="xs" c={exemption ? 'orange' : 'dimmed'} data-testid="card-charge">
              {exemption ??
                (monthly !== null
                  ? `月${word}额 ${formatMoney(monthly)} 元（${isInit ? `自 ${openingDate.slice(0, 7)} 起` : '自入账当月起'}）`
                  : '')}
            </Text>
            <Divider label="使用信息" labelPosition="left" />
            <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
              {select('manageDepartmentId', '管理部门', departmentOptions, {
                required: true,
                searchable: true,
              })}
              {select('useDepartmentId', '使用部门', departmentOptions, {
                required: true,
                searchable: true,
                locked: editing !== null,
              })}
              {select('custodianPersonId', '使用人（部门人员）', peopleOptions, {
                clearable: true,
                searchable: true,
                locked: editing !== null,
              })}
              {v.custodianPersonId === null &&
                text('custodian', '使用人（其他）', { max: 40, locked: editing !== null })}
              {text('location', '存放地点', { locked: editing !== null })}
              {select('useStatus', '使用状况', options(USE_STATUSES), { required: true })}
              {date('warrantyEnd', '保修截止日期')}
              {text('remark', '备注', { max: 200 })}
            </SimpleGrid>
            {editing !== null && (
              <Text size="xs" c="dimmed">
                使用部门、使用人和存放地点的变动请用「调拨」，变动记录会保留。
              </Text>
            )}
            {category?.structureLives && (
              <>
                <Divider label="房屋信息" labelPosition="left" />
                <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
                  {text('houseLocation', '坐落位置', { required: true, max: 100 })}
                  {text('houseArea', '建筑面积(m²)', { required: true, max: 16 })}
                  {select(
                    'houseStructure',
                    '建筑结构',
                    Object.keys(category.structureLives).map((s) => ({ value: s, label: s })),
                    { required: true },
                  )}
                  {text('titleCert', '权属证号')}
                  {date('completionDate', '竣工日期')}
                </SimpleGrid>
              </>
            )}
            {assetClass === 2 && (
              <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
                {text('patentNo', '专利号/证书号')}
              </SimpleGrid>
            )}
            {category?.code === '2030000' && (
              <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
                {text('vehiclePlate', '车牌号', { max: 40 })}
              </SimpleGrid>
            )}
            <Divider label="附件" labelPosition="left" />
            <AssetFileFields
              kind={assetAttachmentKinds.card}
              dataId={cardId}
              recordLabel={`资产卡片 ${editing?.cardNo || v.name || '（新卡片）'}`}
            />
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            保存后先记录在本机，联网时自动提交到服务器；附件选定即保存，离线时在本机等待上传。
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" size="xs" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
