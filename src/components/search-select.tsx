import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Select } from '@mantine/core';
import { EMPTY_SELECT_MESSAGE } from '@/lib/error-catalogue';
import { FilterSelect, loadingSection, useFilterOptions, type FilterSelectProps } from './filter-select';

/** The live select's value for the empty first option ('TODOS'): Mantine's options need a non-empty value. */
const EMPTY_VALUE = 'all';

type Props = FilterSelectProps & {
  /** Called the first time the field is used, e.g. to load a long list late. */
  onFirstUse?: () => void;
};

/**
 * A long list with search-as-you-type (provider names, specialties). It starts as the platform's select (a plain
 * form field, the same as the other filters) and becomes a searchable combobox on first use: a pointer press or
 * focus mounts the combobox, which takes the focus and opens. Says 'No se encontraron datos.' when a search finds
 * nothing.
 */
export function SearchSelect(props: Props) {
  const [live, setLive] = useState(false);
  const { onFirstUse } = props;
  const goLive = () => {
    if (live) return;
    setLive(true);
    onFirstUse?.();
  };

  if (!live) {
    return (
      <FilterSelect
        {...props}
        // A press would open the native picker; the combobox opens instead.
        onMouseDown={(event) => {
          event.preventDefault();
          goLive();
        }}
        onFocus={goLive}
      />
    );
  }
  return <LiveSearchSelect {...props} />;
}

function LiveSearchSelect({
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
}: Props) {
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
