import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select in the TextField frame: keyboard, screen readers and phones all handle a
 * native select well, and its label and helper text are wired like every other field.
 */
export function SelectField({ options, placeholder, ...props }: TextFieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <TextField {...props} select slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
