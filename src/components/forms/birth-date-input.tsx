import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
// The calendar opens in Mantine's popover, whose CSS is not part of the first load (src/app/mantine-styles.ts).
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import '@/lib/dayjs';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field: 'YYYY-MM-DD', or null for none. */
  name: Path<T>;
} & Omit<DatePickerInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'>;

/**
 * A birth date of a react-hook-form form (`<BirthDateInput {...form.controlled('birthdate')} />`): picked up to
 * today, shown as DD/MM/YYYY, and clearable. The form's `<DatesProvider settings={{ locale: 'es' }}>` puts the
 * calendar in Spanish.
 */
export function BirthDateInput<T extends FieldValues>({ control, name, ...picker }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          {...field}
          {...picker}
          valueFormat="DD/MM/YYYY"
          maxDate={new Date()}
          clearable
          // 28 px: a target of at least 24 px, inside the field (WCAG 2.5.8).
          clearButtonProps={{ 'aria-label': 'Borrar fecha de nacimiento', style: { width: 28, height: 28 } }}
        />
      )}
    />
  );
}
