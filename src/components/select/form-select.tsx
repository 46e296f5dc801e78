import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EMPTY_SELECT_MESSAGE, LIST_LOADING_MESSAGE } from '@/config/messages';
import { ListLoader } from './list-loader';
import { useFocusBoundDropdown } from './focus-bound-dropdown';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';

/** Options that load (a query's result, or what a form makes of it). */
type LoadingList = { data?: ComboboxData; isPending: boolean };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /**
   * Options that load: while they are on their way the field says so (the one loading text, with a spinner) and is
   * disabled; a list that came empty (or failed) says 'No se encontraron datos.' and stays disabled.
   */
  loadingList?: LoadingList;
} & Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'withAsterisk' | 'allowDeselect'
>;

/** What a select shows for a list that loads: the options, and the loading or empty state in its place. */
function listState({ data = [], isPending }: LoadingList, placeholder: string | undefined): Partial<SelectProps> {
  if (isPending) {
    return { data, disabled: true, placeholder: LIST_LOADING_MESSAGE, rightSection: <ListLoader /> };
  }
  if (data.length === 0) return { data, disabled: true, placeholder: EMPTY_SELECT_MESSAGE };
  return { data, placeholder };
}

/**
 * A required select of a react-hook-form form: the field holds the chosen value, or '' for none (so the form's
 * schema says 'Requerido'), and shows the field's error.
 */
export function FormSelect<T extends FieldValues>({ control, name, loadingList, ...select }: Props<T>) {
  const list = loadingList && listState(loadingList, select.placeholder);
  // Its list is open only while it has the focus.
  const dropdown = useFocusBoundDropdown();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          nothingFoundMessage={EMPTY_SELECT_MESSAGE}
          {...select}
          {...list}
          {...dropdown}
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={() => {
            dropdown.onBlur();
            field.onBlur();
          }}
          error={fieldState.error?.message}
          withAsterisk
          allowDeselect={false}
        />
      )}
    />
  );
}
