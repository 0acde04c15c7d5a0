// The look of the whole app: dense and calm, for people who keep it open all day. Small default
// sizes for inputs and tables, a Chinese font stack, one blue, square-ish corners.
import {
  Button,
  Checkbox,
  createTheme,
  Modal,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Select,
  Table,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';

export const FONT_FAMILY =
  '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",-apple-system,"Segoe UI",sans-serif';

const inputDefaults = { defaultProps: { size: 'sm' } } as const;

export const theme = createTheme({
  fontFamily: FONT_FAMILY,
  fontFamilyMonospace: '"SFMono-Regular",Consolas,"Liberation Mono",Menlo,monospace',
  headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
  primaryColor: 'blue',
  primaryShade: 7,
  defaultRadius: 'sm',
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px' },
  spacing: { xs: '6px', sm: '10px', md: '14px', lg: '18px', xl: '24px' },
  radius: { xs: '2px', sm: '3px', md: '4px', lg: '6px', xl: '8px' },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.55', lg: '1.6', xl: '1.65' },
  components: {
    TextInput: TextInput.extend(inputDefaults),
    PasswordInput: PasswordInput.extend(inputDefaults),
    NumberInput: NumberInput.extend(inputDefaults),
    Select: Select.extend(inputDefaults),
    NativeSelect: NativeSelect.extend(inputDefaults),
    Textarea: Textarea.extend(inputDefaults),
    Checkbox: Checkbox.extend({ defaultProps: { size: 'xs' } }),
    Button: Button.extend({ defaultProps: { size: 'sm' } }),
    Table: Table.extend({
      defaultProps: {
        fz: 'sm',
        verticalSpacing: 6,
        horizontalSpacing: 'xs',
        withTableBorder: true,
        withColumnBorders: true,
        highlightOnHover: true,
      },
    }),
    // Dialogs close only on purpose: finance forms are long, a stray click must not lose them.
    Modal: Modal.extend({ defaultProps: { centered: true, closeOnClickOutside: false, radius: 'sm' } }),
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: 300, withArrow: true } }),
  },
});
