// A label cell and its field cell in the sheet's ruled grid; the field's message shows under it.
import type { ReactNode } from 'react';
import classes from './form.module.css';

export interface FieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  /** How many label/field pairs the field takes (1 to 3). */
  span?: 1 | 2 | 3;
  children: ReactNode;
}

export function Field({ label, required, error, span = 1, children }: FieldProps) {
  return (
    <>
      <div className={classes.label} data-required={required || undefined}>
        {label}
      </div>
      <div className={classes.field} data-span={span}>
        {children}
        {error && (
          <div className={classes.fieldError} role="alert">
            {error}
          </div>
        )}
      </div>
    </>
  );
}

/** A read-only figure in a label/field pair (金额, 补领 …), right-aligned with separators. */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <div className={classes.label}>{label}</div>
      <div className={`${classes.field} ${classes.figure}`} data-testid={testId}>
        {value}
      </div>
    </>
  );
}
