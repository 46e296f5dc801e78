import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDICAL_WORDS } from '@/config/medical-words';
import { matchOptions } from '@/lib/option-match';
import { foldText } from '@/lib/zod';
import { useFocusBoundDropdown } from './focus-bound-dropdown';
import type { SelectOption } from './select-option';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';

/** The combobox's value for the empty first option ('TODOS'): Mantine's options need a non-empty value. */
const EMPTY_VALUE = 'all';

/** How long the typing must pause before the number of matches is read out (not at every letter). */
const ANNOUNCE_AFTER_MS = 500;
/** How long the typing must pause before a search goes to the server (a newer one replaces it). */
const SERVER_SEARCH_AFTER_MS = 250;

/** What a field shows while its server search is on its way. */
export const SEARCHING_MESSAGE = 'Buscando…';

/**
 * A list the field holds only part of: from `minLength` typed characters its search is the server's. The field
 * reports the search once typing pauses (`onSearch`, '' when there is none) and shows the options it is given (the
 * server's answer) narrowed to the names that hold the typed text, so an older answer never shows a name that does
 * not match; while nothing matches and an answer is due it says 'Buscando…'.
 */
export type ServerSearch = {
  minLength: number;
  onSearch: (text: string) => void;
  /** The search the options answer (the last one reported, once its answer is in or on its way). */
  searched: string;
  /** The reported search's answer is on its way. */
  waiting: boolean;
};

const holdsText = (list: ComboboxItem[], search: string) => {
  const wanted = foldText(search);
  return list.filter((option) => foldText(option.label).includes(wanted));
};

/** How a searchable field searches, beyond names: people's words, a count read out, the server. */
export type SearchOptions = {
  /**
   * Also finds options by the words people use for them ('oculista' → Oftalmología, `config/medical-words.ts`),
   * and such an option says which word found it ('Oftalmología · oculista').
   */
  medicalWords?: boolean;
  /** What a polite live region reads out once typing pauses: the number of matches ('3 especialidades encontradas'). */
  countFound?: (count: number) => string;
  /** The options are part of a longer list, searched on the server. */
  serverSearch?: ServerSearch;
};

export type SearchableSelectProps = Pick<
  SelectProps,
  'label' | 'name' | 'description' | 'disabled' | 'rightSection' | 'nothingFoundMessage'
> & {
  options: SelectOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  search?: SearchOptions;
  /** Takes the focus (and so opens) once mounted: the visitor is still on the field it replaces. */
  focusOnMount?: boolean;
};

/**
 * A server search: the typed text once typing pauses; until its answer is in, the field waits ('Buscando…').
 */
function useServerSearch(serverSearch: ServerSearch | undefined, typed: string) {
  const onServer = serverSearch !== undefined && typed.length >= serverSearch.minLength;
  const [settled] = useDebouncedValue(onServer ? typed : '', SERVER_SEARCH_AFTER_MS);
  const onSearch = serverSearch?.onSearch;
  useEffect(() => onSearch?.(settled), [onSearch, settled]);
  const waiting = onServer && (settled !== typed || serverSearch.searched !== typed || serverSearch.waiting);
  return { onServer, waiting };
}

/**
 * The searchable combobox a searchable NativeSelect becomes on first use (this module is fetched then). It mounts
 * focused, so it opens at once, if the visitor is still on that field (not if Tab has already moved on); its list is
 * open only while it has the focus (`useFocusBoundDropdown`). Its list is rendered in place and kept mounted: Mantine learns the list's id when the
 * list mounts, and so the first open already points the input at it (aria-controls). A search ignores case and
 * accents and puts the best match first, where Enter takes it (`lib/option-match.ts`).
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  search: { medicalWords = false, countFound, serverSearch } = {},
  nothingFoundMessage,
  focusOnMount = true,
  ...select
}: SearchableSelectProps) {
  const data = useMemo(
    () => options.map((option) => (option.value === '' ? { ...option, value: EMPTY_VALUE } : option)),
    [options],
  );
  // Focused once its list has mounted (this effect runs after the list's own), so the open that focus causes knows it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const dropdown = useFocusBoundDropdown();

  // With no filter chosen the input is empty and shows the empty option's name ('TODOS') as its placeholder, so a
  // visitor types a name straight away (not 'TODOSZárate'); 'TODOS' stays in the list to clear a choice.
  const emptyLabel = data.find((option) => option.value === EMPTY_VALUE)?.label;
  // Mantine shows every option while the input holds the chosen option's name; only a search is counted.
  const [search, setSearch] = useState('');
  const chosen = value === undefined ? undefined : data.find((option) => option.value === value)?.label;
  const searching = search.trim() !== '' && search !== chosen;

  const { onServer, waiting } = useServerSearch(serverSearch, searching ? search.trim() : '');

  const table = medicalWords ? MEDICAL_WORDS : undefined;
  const filter: OptionsFilter = ({ options: list, search: text, limit }) =>
    onServer
      ? holdsText(list as ComboboxItem[], text).slice(0, limit)
      : matchOptions(list as ComboboxItem[], text, table)
          .slice(0, limit)
          .map(({ option, word }) => (word ? { ...option, label: `${option.label} · ${word}` } : option));
  const found = useMemo(
    () => (searching && countFound ? countFound(matchOptions(data, search, table).length) : ''),
    [searching, countFound, data, search, table],
  );
  const [announced] = useDebouncedValue(found, ANNOUNCE_AFTER_MS);

  return (
    <Select
      {...select}
      ref={input}
      {...dropdown}
      data={data}
      value={value ?? null}
      placeholder={emptyLabel}
      onChange={(next) => onChange(next === null || next === EMPTY_VALUE ? undefined : next)}
      searchable
      filter={filter}
      onSearchChange={setSearch}
      nothingFoundMessage={waiting ? SEARCHING_MESSAGE : nothingFoundMessage}
      // Off while a server search waits, on again when its answer is in: the first match is then marked for Enter.
      selectFirstOptionOnChange={!waiting}
      allowDeselect={false}
      limit={100}
      comboboxProps={{ withinPortal: false, keepMounted: true }}
      // No ScrollArea: the listbox itself scrolls, so axe sees a combobox popup, not an unreachable scroll region.
      withScrollArea={false}
      styles={{ options: { maxHeight: 280, overflowY: 'auto' } }}
      inputContainer={(field) => (
        <>
          {field}
          {countFound && (
            <span role="status" className="visually-hidden">
              {announced}
            </span>
          )}
        </>
      )}
    />
  );
}
