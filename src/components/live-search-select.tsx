import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Select } from '@mantine/core';
import { EMPTY_SELECT_MESSAGE } from '@/config/messages';
import { loadingSection, useFilterOptions } from './filter-select';
import type { SearchSelectProps } from './search-select';

/** The live select's value for the empty first option ('TODOS'): Mantine's options need a non-empty value. */
const EMPTY_VALUE = 'all';

/**
 * The searchable combobox a SearchSelect becomes on first use (loaded then: Mantine's Select, its popover and
 * floating-ui are most of a directory page's script, and no first screen needs them). Mounts focused.
 */
export function LiveSearchSelect({
  label,
  name,
  value,
  options,
  emptyLabel,
  onChange,
  loading = false,
  disabled = false,
  description,
  unknownLabel,
}: SearchSelectProps) {
  const offered = useFilterOptions(emptyLabel, options, value, unknownLabel);
  const data = useMemo(
    () => offered.map((option) => (option.value === '' ? { ...option, value: EMPTY_VALUE } : option)),
    [offered],
  );

  // Mantine learns the list's id from an effect into a ref: one more render when the list opens lets the input
  // point at it (aria-controls) on the first open too.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened) rerender();
  }, [opened]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  return (
    <Select
      ref={input}
      label={label}
      name={name}
      description={description}
      data={data}
      value={value ?? EMPTY_VALUE}
      onChange={(next) => onChange(next === null || next === EMPTY_VALUE ? undefined : next)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={loading ? 'Cargando…' : EMPTY_SELECT_MESSAGE}
      limit={100}
      disabled={disabled}
      rightSection={loadingSection(loading)}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      comboboxProps={{ withinPortal: true, keepMounted: true }}
      // No ScrollArea: the listbox itself scrolls, so axe sees a combobox popup, not an unreachable scroll region.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
    />
  );
}
