import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Options that load (a query's result): 'Cargando…' and disabled until they are there. */
  loadingList?: { data?: ComboboxData; isPending: boolean };
} & Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'withAsterisk' | 'allowDeselect'
>;

/**
 * A required select of a react-hook-form form: the field holds the chosen value, or '' for none (so the form's
 * schema says 'Requerido'), and shows the field's error.
 */
export function FormSelect<T extends FieldValues>({ control, name, loadingList, ...select }: Props<T>) {
  const list = loadingList && {
    data: loadingList.data ?? [],
    disabled: loadingList.isPending,
    placeholder: loadingList.isPending ? 'Cargando…' : select.placeholder,
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          {...list}
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          withAsterisk
          allowDeselect={false}
        />
      )}
    />
  );
}
