import { useEffect, useMemo, useRef } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import type { SelectOption } from './native-select';

/** The combobox's value for the empty first option ('TODOS'): Mantine's options need a non-empty value. */
const EMPTY_VALUE = 'all';

type SearchableSelectProps = Pick<
  SelectProps,
  'label' | 'name' | 'description' | 'disabled' | 'rightSection' | 'nothingFoundMessage'
> & {
  options: SelectOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/**
 * The searchable combobox a searchable NativeSelect becomes on first use (this module is fetched then). It mounts
 * focused, so it opens at once. Its list is rendered in place and kept mounted: Mantine learns the list's id when the
 * list mounts, and so the first open already points the input at it (aria-controls).
 */
export function SearchableSelect({ options, value, onChange, ...select }: SearchableSelectProps) {
  const data = useMemo(
    () => options.map((option) => (option.value === '' ? { ...option, value: EMPTY_VALUE } : option)),
    [options],
  );
  // Focused once its list has mounted (this effect runs after the list's own), so the open that focus causes knows it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  return (
    <Select
      {...select}
      ref={input}
      data={data}
      value={value ?? EMPTY_VALUE}
      onChange={(next) => onChange(next === null || next === EMPTY_VALUE ? undefined : next)}
      searchable
      allowDeselect={false}
      limit={100}
      comboboxProps={{ withinPortal: false, keepMounted: true }}
      // No ScrollArea: the listbox itself scrolls, so axe sees a combobox popup, not an unreachable scroll region.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
    />
  );
}
