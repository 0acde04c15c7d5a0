// The date input of accounting forms: dates up to 2021-12-31 belong to the old system and are
// disabled (spec 000 §5); values are calendar dates 'YYYY-MM-DD', never shifted by time zones.
import { DateInput, type DateInputProps } from '@mantine/dates';
import { EARLIEST_ACCOUNTING_DATE, isDisabledAccountingDate } from '../core/rules/dates';
// The picker's month and weekday names: DatesProvider asks for zh-cn, which must be registered.
import './dayjs-locale';

export type AccountingDateInputProps = Omit<DateInputProps, 'excludeDate' | 'minDate' | 'valueFormat'>;

export function AccountingDateInput(props: AccountingDateInputProps) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      minDate={EARLIEST_ACCOUNTING_DATE}
      excludeDate={(date) => isDisabledAccountingDate(date)}
      clearable={false}
      {...props}
    />
  );
}
