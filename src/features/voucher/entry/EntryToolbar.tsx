// The entry screen's actions: 草稿 (unfinished vouchers), 模板 (快捷凭证模板), 新增, 预览, 打印 with its paper size,
// 保存并新增 and 保存.
import { Button, Group, Menu, Select, Text } from '@mantine/core';
import type { DraftRecord } from '../../../local/types';
import type { PaperSize } from '../../../ui/voucher/print-model';
import { type VoucherDraft, voucherLabel } from '../../../ui/voucher/voucher-draft';

const syncNames = { local: '未保存', pending: '待同步', failed: '同步失败', synced: '已保存' } as const;

export interface EntryToolbarProps {
  drafts: readonly DraftRecord<VoucherDraft>[];
  /** 快捷凭证模板 from the cache. */
  templates: readonly { id: number; name: string }[];
  onTemplate(id: number): void;
  /** 存为模板: the current lines become a 快捷凭证模板. */
  onSaveTemplate(): void;
  paper: PaperSize;
  busy: boolean;
  onPaper(paper: PaperSize): void;
  onOpenDraft(draft: VoucherDraft): void;
  onNew(): void;
  onPreview(): void;
  onPrint(): void;
  onSave(andNew: boolean): void;
}

export function EntryToolbar(props: EntryToolbarProps) {
  const { drafts, paper, busy } = props;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" disabled={drafts.length === 0} data-testid="voucher-drafts">
            草稿{drafts.length > 0 ? ` ${drafts.length}` : ''}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {drafts.map((d) => (
            <Menu.Item key={d.id} onClick={() => props.onOpenDraft(d.data)}>
              <Text size="xs">{voucherLabel(d.data)}</Text>
              <Text size="xs" c={d.syncState === 'failed' ? 'red' : 'dimmed'}>
                {syncNames[d.syncState]}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" data-testid="voucher-templates">
            模板
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>快捷凭证模板</Menu.Label>
          {props.templates.length === 0 && <Menu.Item disabled>暂无模板</Menu.Item>}
          {props.templates.map((t) => (
            <Menu.Item key={t.id} onClick={() => props.onTemplate(t.id)}>
              {t.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={props.onSaveTemplate}>存为模板…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="default" onClick={props.onNew}>
        新增
      </Button>
      <Button size="xs" variant="default" onClick={props.onPreview}>
        预览
      </Button>
      <Group gap={0} wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          onClick={props.onPrint}
          style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          打印
        </Button>
        <Select
          size="xs"
          w={92}
          aria-label="纸张"
          data={[
            { value: 'halfA4', label: '半张A4' },
            { value: 'A4', label: 'A4' },
          ]}
          value={paper}
          allowDeselect={false}
          onChange={(v) => props.onPaper(v === 'A4' ? 'A4' : 'halfA4')}
          styles={{ input: { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, marginLeft: -1 } }}
        />
      </Group>
      <Button size="xs" variant="light" loading={busy} onClick={() => props.onSave(true)}>
        保存并新增
      </Button>
      <Button size="xs" loading={busy} onClick={() => props.onSave(false)}>
        保存
      </Button>
    </>
  );
}
