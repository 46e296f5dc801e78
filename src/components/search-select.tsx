import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ComboboxChevron, Loader, Select, TextInput } from '@mantine/core';
import { whenIdleOneAtATime } from '@/lib/idle-queue';
import { EMPTY_SELECT_MESSAGE } from '@/lib/error-catalogue';

/** The value of the 'TODOS' option some selects start with (spec 01 §7). */
export const ALL_VALUE = 'all';

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  /** The chosen value; null/undefined = nothing (or 'TODOS' when `withAll`). */
  value: string | null | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
  /** Adds a first option 'TODOS' (value 'all'), chosen when nothing else is. */
  withAll?: boolean;
  loading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  description?: string;
  /** Called the first time the field is used (focus or dropdown), e.g. to load a long list late. */
  onFirstUse?: () => void;
  /** Label for a chosen value that is not among the options. */
  unknownLabel?: (value: string) => string;
};

/**
 * A select with search-as-you-type, shared by the directories. Says 'No se encontraron datos.' when
 * it has nothing to offer. A chosen value missing from the options (e.g. from a link, before the
 * list loads) is still shown.
 */
export function SearchSelect({
  label,
  value,
  options,
  onChange,
  withAll = false,
  loading = false,
  disabled = false,
  placeholder,
  description,
  onFirstUse,
  unknownLabel,
}: Props) {
  const data = useMemo(() => {
    const seen = new Set<string>();
    const out: SelectOption[] = [];
    const add = (option: SelectOption) => {
      if (seen.has(option.value)) return;
      seen.add(option.value);
      out.push(option);
    };
    if (withAll) add({ value: ALL_VALUE, label: 'TODOS' });
    options.forEach(add);
    // A value the list does not (yet) hold: names show as themselves, ids as 'Cargando…' meanwhile.
    if (value && !seen.has(value)) add({ value, label: unknownLabel ? unknownLabel(value) : value });
    return out;
  }, [options, value, withAll, unknownLabel]);

  const current = value ?? (withAll ? ALL_VALUE : null);
  // Mantine keeps a closed select's list mounted (hidden) so the input can point at it (aria-controls); a list
  // mounts at the field's first focus and stays. Mantine learns the list's id from an effect into a ref: one more
  // render lets the input point at it on that first open too.
  const [focused, setFocused] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (focused) rerender();
  }, [focused]);
  const handleFocus = () => {
    setFocused(true);
    onFirstUse?.();
  };

  // Idle until urgent: a page first shows a look-alike input, and each real select (popover, floating-ui, several
  // synchronous renders at mount) replaces it in an idle moment of its own, or at once when the look-alike gets
  // focus, which passes to the real one (it then opens, as on any focus). Six real selects in the first render were
  // one long task of ~100 ms of blocking time on a phone.
  const [live, setLive] = useState(false);
  const focusWhenLive = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (live) return;
    return whenIdleOneAtATime(() => startTransition(() => setLive(true)));
  }, [live]);
  useEffect(() => {
    if (live && focusWhenLive.current) {
      focusWhenLive.current = false;
      input.current?.focus();
    }
  }, [live]);

  const rightSection = loading ? <Loader size="xs" aria-label="Cargando" /> : undefined;
  const shownPlaceholder = placeholder ?? (withAll ? 'TODOS' : 'Seleccione');

  if (!live) {
    const shown = data.find((option) => option.value === current)?.label ?? '';
    return (
      <TextInput
        label={label}
        description={description}
        placeholder={shownPlaceholder}
        value={shown}
        readOnly
        disabled={disabled}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        rightSection={rightSection ?? <ComboboxChevron />}
        rightSectionPointerEvents="none"
        onFocus={() => {
          focusWhenLive.current = true;
          setLive(true);
        }}
      />
    );
  }

  return (
    <Select
      ref={input}
      label={label}
      description={description}
      placeholder={shownPlaceholder}
      data={data}
      value={current}
      onChange={(next) => onChange(next === null || next === ALL_VALUE ? undefined : next)}
      searchable
      clearable={!withAll}
      clearButtonProps={{ 'aria-label': `Quitar ${label.toLowerCase()}` }}
      allowDeselect={false}
      nothingFoundMessage={loading ? 'Cargando…' : EMPTY_SELECT_MESSAGE}
      limit={100}
      disabled={disabled}
      rightSection={rightSection}
      onFocus={handleFocus}
      onDropdownOpen={onFirstUse}
      comboboxProps={{ withinPortal: true, keepMounted: focused }}
      // No ScrollArea: the listbox itself scrolls, so axe sees a combobox popup, not an unreachable scroll region.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
    />
  );
}
