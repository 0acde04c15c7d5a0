// The look of the whole app: dense and calm, for people who keep it open all day. Small default
// sizes for inputs and tables, a Chinese font stack, one blue, square-ish corners.
import {
  type ButtonProps,
  type CheckboxProps,
  createTheme,
  type ModalProps,
  type TableProps,
  type TooltipProps,
} from '@mantine/core';

// Defaults are plain objects, not Component.extend(...): referencing the components here would put
// every one of them (Select, NumberInput, Modal...) into the first download of the login page.
function defaults<P>(defaultProps: Partial<P>) {
  return { defaultProps };
}

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
    TextInput: inputDefaults,
    PasswordInput: inputDefaults,
    NumberInput: inputDefaults,
    Select: inputDefaults,
    NativeSelect: inputDefaults,
    Textarea: inputDefaults,
    Checkbox: defaults<CheckboxProps>({ size: 'xs' }),
    Button: defaults<ButtonProps>({ size: 'sm' }),
    Table: defaults<TableProps>({
      fz: 'sm',
      verticalSpacing: 6,
      horizontalSpacing: 'xs',
      withTableBorder: true,
      withColumnBorders: true,
      highlightOnHover: true,
    }),
    // Dialogs close only on purpose: finance forms are long, a stray click must not lose them.
    Modal: defaults<ModalProps>({ centered: true, closeOnClickOutside: false, radius: 'sm' }),
    Tooltip: defaults<TooltipProps>({ openDelay: 300, withArrow: true }),
  },
});
