// The frame of every asset generate-voucher dialog (spec 000 §2.5: title 生成凭证, width 1200px, top
// 2vh): 凭证类别, 制单人 and the template controls (引用模板, 保存为模板) over the entry table; the
// dialog's own list (cards, provision rows, documents) below it; its buttons at the foot; and the
// voucher preview, whose 保存 saves too.
import { Button, Group, Modal, Popover, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DIALOG_WIDTH } from '../../core/constants';
import { AssetEntryTable } from './AssetEntryTable';
import classes from './asset-voucher.module.css';
import { PreviewDialog } from './PreviewDialog';
import type { AssetVoucherState } from './use-asset-voucher';

export interface AssetVoucherFrameProps {
  opened: boolean;
  onClose(): void;
  state: AssetVoucherState;
  /** Controls beside the header ones (the init mode's date picker). */
  headerExtra?: ReactNode;
  /** The dialog's list under the entry table. */
  children: ReactNode;
  /** The foot's buttons (查看凭证, 保存凭证, 预览凭证…), before 取消. */
  buttons: ReactNode;
  /** Spec 000 §2.5 hiddenClose: no 取消 button. */
  hiddenClose?: boolean;
  /** Whether the preview's 保存 is offered. */
  canSave: boolean;
  onSave(): void;
  withAmount?: boolean;
  /** Everything is read-only (the voucher exists already). */
  locked?: boolean;
  testId?: string;
}

function SaveTemplateButton({ state, disabled }: { state: AssetVoucherState; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    if (await state.saveTemplate(trimmed)) {
      setOpen(false);
      setName('');
    }
  };
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" disabled={disabled} onClick={() => setOpen((o) => !o)}>
          保存为模板
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} w={240}>
          <TextInput
            size="xs"
            label="模板名称"
            maxLength={40}
            value={name}
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save();
            }}
          />
          <Group justify="flex-end" gap={6}>
            <Button size="compact-xs" variant="default" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button size="compact-xs" disabled={name.trim() === ''} onClick={() => void save()}>
              保存
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function AssetVoucherFrame({
  opened,
  onClose,
  state,
  headerExtra,
  children,
  buttons,
  hiddenClose = false,
  canSave,
  onSave,
  withAmount = false,
  locked = false,
  testId,
}: AssetVoucherFrameProps) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const templateOptions = state.templates.map((t) => ({
    value: String(t.id),
    label: t.isBuiltIn ? `${t.name}（内置）` : t.name,
  }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={DIALOG_WIDTH.voucherPreview}
      yOffset="2vh"
      closeOnClickOutside={false}
      withCloseButton={!hiddenClose}
      title={<Text fw={600}>生成凭证</Text>}
    >
      <div data-testid={testId}>
        <div className={classes.toolbar}>
          <Select
            size="xs"
            w={130}
            label="凭证类别"
            data={state.types}
            value={state.voucherType}
            allowDeselect={false}
            disabled={locked}
            onChange={state.setVoucherType}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            size="xs"
            w={110}
            label="制单人"
            data={state.operators}
            value={state.operator}
            allowDeselect={false}
            disabled={locked}
            onChange={state.setOperator}
            comboboxProps={{ withinPortal: true }}
          />
          {headerExtra}
          <Select
            size="xs"
            w={250}
            label="凭证模板"
            placeholder={templateOptions.length === 0 ? '没有模板' : '选择模板'}
            data={templateOptions}
            value={templateId}
            disabled={locked}
            onChange={setTemplateId}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            size="xs"
            variant="light"
            disabled={locked}
            onClick={() => void state.applyTemplate(templateId === null ? null : Number(templateId))}
          >
            引用模板
          </Button>
          <SaveTemplateButton state={state} disabled={locked} />
        </div>
        <AssetEntryTable
          rows={state.rows}
          onChange={state.setRows}
          subjects={state.subjects}
          makeKey={state.makeKey}
          withAmount={withAmount}
          maxHeight={withAmount ? 450 : 300}
          disabled={locked}
        />
        {children}
        <div className={classes.footer}>
          {buttons}
          {!hiddenClose && (
            <Button size="xs" variant="default" onClick={onClose}>
              取消
            </Button>
          )}
        </div>
      </div>
      <PreviewDialog
        preview={state.preview}
        canSave={canSave}
        onSave={() => {
          state.setPreview(null);
          onSave();
        }}
        onClose={() => state.setPreview(null)}
      />
    </Modal>
  );
}
