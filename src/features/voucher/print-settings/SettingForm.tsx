// The fields of 凭证打印设置: signature names, which recorded names print, the header's unit, the
// default paper (with this computer's override, if any) and the lines per sheet.
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PRINT_SETTING_LABELS as L,
  LINE_LIMITS,
  NAME_MAX,
  PAPER_NAMES,
  type PaperSize,
  UNIT_NAME_MAX,
  type VoucherPrintSettingInput,
} from '../../../core/voucher/print-setting';

export interface SettingFormProps {
  value: VoucherPrintSettingInput;
  onChange(next: VoucherPrintSettingInput): void;
  /** The ledger set's name, printed when 核算单位名称 is empty. */
  defaultUnitName: string;
  /** This computer's own paper choice (it wins over the default here); null when none. */
  devicePaper: PaperSize | null;
  onClearDevicePaper(): void;
}

const label = (text: string) => (
  <Text size="sm" w={150} ta="right" c="#4a5568">
    {text}
  </Text>
);

/** The names the voucher records, each printed or not as the setting says. */
const recordedNames = [
  ['printPreparer', '制单人'],
  ['printAuditor', '审核人'],
  ['printBookkeeper', '记账人'],
] as const;

export function SettingForm({
  value,
  onChange,
  defaultUnitName,
  devicePaper,
  onClearDevicePaper,
}: SettingFormProps) {
  const set = (patch: Partial<VoucherPrintSettingInput>) => onChange({ ...value, ...patch });
  const lines = (key: 'linesHalfA4' | 'linesA4', paper: PaperSize) => {
    const { min, max } = LINE_LIMITS[paper];
    return (
      <Group gap="xs" wrap="nowrap">
        {label(L[key])}
        <NumberInput
          size="xs"
          w={90}
          aria-label={L[key]}
          min={min}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={Number.isNaN(value[key]) ? '' : value[key]}
          onChange={(v) => set({ [key]: typeof v === 'number' ? v : Number.NaN })}
        />
        <Text size="xs" c="dimmed">
          {min}–{max} 行，默认 {LINE_LIMITS[paper].default}
        </Text>
      </Group>
    );
  };
  return (
    <Stack gap={10} component="form" aria-label="凭证打印设置" onSubmit={(e) => e.preventDefault()}>
      <Group gap="xs" wrap="nowrap">
        {label(L.supervisorName)}
        <TextInput
          size="xs"
          w={180}
          aria-label={L.supervisorName}
          maxLength={NAME_MAX}
          placeholder="留空则打印空白签名栏"
          value={value.supervisorName}
          onChange={(e) => set({ supervisorName: e.currentTarget.value })}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {label(L.cashierName)}
        <TextInput
          size="xs"
          w={180}
          aria-label={L.cashierName}
          maxLength={NAME_MAX}
          placeholder="留空则打印空白签名栏"
          value={value.cashierName}
          onChange={(e) => set({ cashierName: e.currentTarget.value })}
        />
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {label('打印凭证上记录的')}
        <Group gap="md">
          {recordedNames.map(([key, label]) => (
            <Checkbox
              key={key}
              size="xs"
              label={label}
              aria-label={L[key]}
              checked={value[key]}
              onChange={(e) => set({ [key]: e.currentTarget.checked })}
            />
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {label(L.unitName)}
        <TextInput
          size="xs"
          w={260}
          aria-label={L.unitName}
          maxLength={UNIT_NAME_MAX}
          placeholder={defaultUnitName}
          value={value.unitName}
          onChange={(e) => set({ unitName: e.currentTarget.value })}
        />
      </Group>
      <Text size="xs" c="dimmed" pl={158} mt={-6}>
        留空则打印账套名称“{defaultUnitName}”
      </Text>
      <Group gap="xs" wrap="nowrap">
        {label(L.paper)}
        <SegmentedControl
          size="xs"
          aria-label={L.paper}
          value={value.paper}
          onChange={(v) => set({ paper: v === 'A4' ? 'A4' : 'halfA4' })}
          data={[
            { value: 'halfA4', label: '半张A4（每页两张）' },
            { value: 'A4', label: 'A4' },
          ]}
        />
      </Group>
      {devicePaper && (
        <Group gap={6} pl={158} mt={-4} data-testid="device-paper">
          <Text size="xs" c="orange.8">
            本机已在凭证录入中选择「{PAPER_NAMES[devicePaper]}」，本机打印时优先使用。
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={onClearDevicePaper}>
            本机改用账套默认
          </Button>
        </Group>
      )}
      {lines('linesHalfA4', 'halfA4')}
      {lines('linesA4', 'A4')}
    </Stack>
  );
}
