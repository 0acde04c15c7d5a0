// 导入银行对账单: the bank's layout (remembered per account, or found from the header), the file
// (.xlsx or .csv), and the answer: lines imported and re-imported lines skipped, or every bad row.
import { Alert, Button, FileButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  reconciliationContracts as c,
  type ImportAnswer,
  MAX_STATEMENT_BYTES,
  type ReconAccount,
} from '../../core/contracts/reconciliation';
import { STATEMENT_LAYOUTS } from '../../core/reconciliation/layouts';
import { saveWorkbook, workbookBytes } from '../../ui/excel';
import { readAsBase64 } from '../../ui/init/files';
import { accountLabel } from './AccountBar';
import { useReconWrite } from './use-recon';

const AUTO = 'auto';

/** Why this file cannot be imported, or null. */
export function statementFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(xlsx|csv)$/i.test(file.name))
    return `“${file.name}”不是 .xlsx 或 .csv 文件（旧版 .xls 请另存为 .xlsx）`;
  if (file.size === 0) return `“${file.name}”是空文件`;
  if (file.size > MAX_STATEMENT_BYTES) return `“${file.name}”过大，不能超过 12 MB`;
  return null;
}

const TEMPLATE_HEADER = [
  '账号',
  '账户名称',
  '交易时间',
  '借方发生额（支取）',
  '贷方发生额（收入）',
  '余额',
  '币种',
  '对方户名',
  '对方账号',
  '对方开户机构',
  '记账日期',
  '摘要',
  '备注',
  '账户明细编号-交易流水号',
  '企业流水号',
  '凭证种类',
  '凭证号',
];

async function downloadTemplate(account: ReconAccount) {
  const bytes = await workbookBytes((book) => {
    const sheet = book.addWorksheet('银行对账单');
    sheet.addRow(TEMPLATE_HEADER).font = { bold: true };
    sheet.addRow([
      account.bankAccountNo,
      '',
      '20240603 10:02:41',
      '3500.00',
      '0.00',
      '616500.00',
      '人民币元',
      '某办公用品有限公司',
      '',
      '',
      '20240603',
      '转账支票',
      '办公用品',
      '流水号-0001',
      '',
      '转账支票',
      '10203456',
    ]);
    sheet.columns.forEach((col) => {
      col.width = 18;
    });
  });
  saveWorkbook(bytes, '银行对账单模板（建设银行格式）.xlsx');
}

export function ImportDialog({
  account,
  opened,
  onClose,
}: {
  account: ReconAccount;
  opened: boolean;
  onClose(): void;
}) {
  const [layout, setLayout] = useState<string>(account.layout ?? AUTO);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const { run, busy } = useReconWrite();
  const problem = file ? statementFileProblem(file) : null;

  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };
  const submit = async () => {
    if (!file || problem) return;
    const content = await readAsBase64(file);
    const answer = await run<ImportAnswer>({
      path: c.importStatement.path,
      body: {
        subjectCode: account.subjectCode,
        fileName: file.name,
        content,
        ...(layout === AUTO ? {} : { layout }),
      },
      label: `导入银行对账单 ${file.name}（${accountLabel(account)}）`,
      done: (a) =>
        `已导入 ${a.imported} 条对账单记录${a.duplicates > 0 ? `，跳过已导入的 ${a.duplicates} 条` : ''}`,
    });
    if (answer) setResult(answer);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={600}>导入银行对账单</Text>}
      size={560}
      closeOnClickOutside={!busy}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" lh={1.6}>
          从网上银行导出 {accountLabel(account)} 的交易明细（.xlsx 或
          .csv），选择银行格式后导入。已导入过的交易按银行流水号（没有流水号时按整行）自动跳过；
          文件中有任何一行不正确时不导入任何记录，并列出所有有问题的行。
        </Text>
        <Select
          label="银行格式"
          size="xs"
          data={[
            { value: AUTO, label: '自动识别表头' },
            ...STATEMENT_LAYOUTS.map((l) => ({ value: l.code, label: l.name })),
          ]}
          value={layout}
          onChange={(v) => setLayout(v ?? AUTO)}
          allowDeselect={false}
        />
        <Group gap="xs">
          <FileButton
            onChange={(f) => {
              setFile(f);
              setResult(null);
            }}
            accept=".xlsx,.csv"
          >
            {(props) => (
              <Button size="xs" variant="default" {...props}>
                选择文件
              </Button>
            )}
          </FileButton>
          <Text size="sm" data-testid="import-file">
            {file ? file.name : '未选择文件'}
          </Text>
          <Button size="xs" variant="subtle" ml="auto" onClick={() => void downloadTemplate(account)}>
            下载模板
          </Button>
        </Group>
        {problem && (
          <Alert color="red" p={8}>
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        {result && (
          <Alert color="teal" p={8} data-testid="import-result">
            <Text size="sm">
              已导入 {result.imported} 条（{result.layoutName}格式）
              {result.duplicates > 0 ? `，跳过已导入的 ${result.duplicates} 条` : ''}
              {result.dateFrom ? `，交易日期 ${result.dateFrom} 至 ${result.dateTo}` : ''}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={close}>
            {result ? '关闭' : '取消'}
          </Button>
          <Button size="xs" onClick={() => void submit()} loading={busy} disabled={!file || problem !== null}>
            导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
