import { useMemo, type MouseEvent } from 'react';
import { Loader, NativeSelect } from '@mantine/core';

export type SelectOption = { value: string; label: string };

export type FilterSelectProps = {
  label: string;
  /** The form field's name: the search parameter it fills, so the form works as a plain GET form too. */
  name: string;
  /** The chosen value; undefined = the empty first option. */
  value: string | undefined;
  options: SelectOption[];
  /** The first option, meaning "no filter" (value ''): 'TODOS', 'Todas las provincias'… */
  emptyLabel: string;
  onChange: (value: string | undefined) => void;
  loading?: boolean;
  disabled?: boolean;
  description?: string;
  /** Label for a chosen value that is not among the options (yet): e.g. 'Cargando…' while the list loads. */
  unknownLabel?: (value: string) => string;
  onFocus?: () => void;
  onMouseDown?: (event: MouseEvent<HTMLSelectElement>) => void;
  onPointerEnter?: () => void;
};

/** The options a filter offers: the empty one first, then the list, then a chosen value the list does not hold. */
function filterOptions(
  emptyLabel: string,
  options: SelectOption[],
  value: string | undefined,
  unknownLabel?: (value: string) => string,
): SelectOption[] {
  const out: SelectOption[] = [{ value: '', label: emptyLabel }];
  const seen = new Set(['']);
  for (const option of options) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    out.push(option);
  }
  if (value && !seen.has(value)) out.push({ value, label: unknownLabel ? unknownLabel(value) : value });
  return out;
}

/** The options a filter offers, kept while its inputs stay the same. */
export function useFilterOptions(
  emptyLabel: string,
  options: SelectOption[],
  value: string | undefined,
  unknownLabel?: (value: string) => string,
): SelectOption[] {
  return useMemo(
    () => filterOptions(emptyLabel, options, value, unknownLabel),
    [emptyLabel, options, value, unknownLabel],
  );
}

/** A select's spinner while its list loads (its chevron otherwise). */
export const loadingSection = (loading: boolean) =>
  loading ? <Loader size="xs" role="status" aria-label="Cargando" /> : undefined;

/** A chosen id as a select's value (undefined: nothing chosen). */
export const idValue = (id: number | undefined) => (id === undefined ? undefined : String(id));

/**
 * A directory filter as the platform's own select: a phone shows its native picker, the prerendered page works
 * before any script runs (the field's `name` is its search parameter), and it costs the main thread nothing.
 */
export function FilterSelect({
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
  onFocus,
  onMouseDown,
  onPointerEnter,
}: FilterSelectProps) {
  const data = useFilterOptions(emptyLabel, options, value, unknownLabel);
  return (
    <NativeSelect
      label={label}
      name={name}
      description={description}
      data={data}
      value={value ?? ''}
      disabled={disabled}
      rightSection={loadingSection(loading)}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      onFocus={onFocus}
      onMouseDown={onMouseDown}
      onPointerEnter={onPointerEnter}
    />
  );
}
