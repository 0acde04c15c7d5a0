// 新增 / 编辑 单位: the fields checked here by the same rules the server applies (enterpriseProblems),
// so a mistyped 统一社会信用代码 is caught before the save. The save goes to the server now (runWrite).
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type EnterpriseView, enterpriseContracts } from '../../../core/contracts/enterprise';
import {
  ENTERPRISE_KINDS,
  type EnterpriseFields,
  enterpriseProblems,
  normalizeEnterprise,
} from '../../../core/enterprise/rules';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export interface EnterpriseFormModalProps {
  opened: boolean;
  editing: EnterpriseView | null;
  onClose(): void;
  onSaved(saved: EnterpriseView): void;
}

const empty: EnterpriseFields = {
  code: '',
  name: '',
  creditCode: '',
  kind: '企业',
  bankName: '',
  accountNo: '',
  address: '',
  contact: '',
  phone: '',
};

const fieldsOf = (e: EnterpriseView | null): EnterpriseFields =>
  e === null
    ? empty
    : {
        code: e.code,
        name: e.name,
        creditCode: e.creditCode,
        kind: e.kind,
        bankName: e.bankName,
        accountNo: e.accountNo,
        address: e.address,
        contact: e.contact,
        phone: e.phone,
      };

const inputs: ReadonlyArray<{
  key: keyof EnterpriseFields;
  label: string;
  required?: boolean;
  span?: number;
}> = [
  { key: 'code', label: '单位编码', required: true },
  { key: 'name', label: '单位名称', required: true, span: 2 },
  { key: 'creditCode', label: '统一社会信用代码', span: 2 },
  { key: 'bankName', label: '开户行', span: 2 },
  { key: 'accountNo', label: '银行账号' },
  { key: 'address', label: '地址', span: 2 },
  { key: 'contact', label: '联系人' },
  { key: 'phone', label: '联系电话' },
];

export function EnterpriseFormModal({ opened, editing, onClose, onSaved }: EnterpriseFormModalProps) {
  const { api } = useServices();
  const creating = editing === null;
  const form = useModalForm<EnterpriseFields>({
    id: 'enterprise-form',
    opened,
    initial: () => fieldsOf(editing),
    // 配置管理's requirements are the server's to apply; here the rules every unit follows.
    validate: (values) =>
      enterpriseProblems(normalizeEnterprise(values), { creditCode: false, bankAccount: false })[0] ?? null,
    submit: async (values) => {
      const body = {
        ...normalizeEnterprise(values),
        id: editing?.id ?? null,
        version: editing?.version ?? null,
      };
      const saved = await runWrite(
        { action: '保存单位', done: creating ? '单位已新增' : '单位已保存', refreshCaches: false },
        () => api.call(enterpriseContracts.save, body, { quiet: true }),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={640}
      title={<Text fw={600}>{creating ? '新增单位' : `编辑单位：${editing?.name}`}</Text>}
    >
      <form noValidate onSubmit={form.onSubmit} aria-label={creating ? '新增单位' : '编辑单位'}>
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="sm">
            {inputs.slice(0, 2).map((f) => (
              <TextInput
                key={f.key}
                label={f.label}
                withAsterisk={f.required}
                style={f.span ? { gridColumn: `span ${f.span}` } : undefined}
                value={form.values[f.key]}
                onChange={(e) => form.set(f.key, e.currentTarget.value)}
              />
            ))}
            <Select
              label="单位性质"
              withAsterisk
              data={[...ENTERPRISE_KINDS]}
              value={form.values.kind}
              onChange={(v) => form.set('kind', v ?? '')}
              comboboxProps={{ withinPortal: true }}
            />
            {inputs.slice(2).map((f) => (
              <TextInput
                key={f.key}
                label={f.label}
                style={f.span ? { gridColumn: `span ${f.span}` } : undefined}
                value={form.values[f.key]}
                onChange={(e) => form.set(f.key, e.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
