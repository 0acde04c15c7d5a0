// A labelled date field of the account bar ('YYYY-MM-DD', never empty).
import { Group, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '../../ui/dayjs-locale';

export function ReconDateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(next: string): void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="#4a5568">
        {label}
      </Text>
      <DateInput
        size="xs"
        w={118}
        valueFormat="YYYY-MM-DD"
        aria-label={label}
        value={value}
        clearable={false}
        onChange={(d) => d && onChange(d)}
      />
    </Group>
  );
}
