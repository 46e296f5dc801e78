import { lazy, startTransition, useMemo, useState } from 'react';
import { NativeSelect as PlatformSelect } from '@mantine/core';
import { EMPTY_SELECT_MESSAGE, LIST_LOADING_MESSAGE } from '@/config/messages';
import { onDemand } from '@/lib/on-demand';
import { ListLoader } from './list-loader';
import type { SearchOptions } from './searchable-select';
import type { SelectOption } from './select-option';

export type { SelectOption };

/** What a select's list comes from: a query's result (TanStack Query's fits). */
export type OptionList<T> = { data: T[] | undefined; isPending: boolean; isSuccess: boolean };

/** What a select offers: its options, the empty one first, and whether its list is still on its way or empty. */
export type SelectOptions = { data: SelectOption[]; loading: boolean; empty: boolean };

/** A chosen id as a select's value (undefined: nothing chosen). */
export const idValue = (id: number | undefined) => (id === undefined ? undefined : String(id));

/** A list of names whose values are the names themselves. */
export const nameOption = (name: string): SelectOption => ({ value: name, label: name });

type Settings<T> = {
  /** The first option, meaning "no filter" (value ''): 'TODOS', 'Todas las provincias'… */
  emptyLabel: string;
  value: string | undefined;
  /** Kept the same between renders (a module-level function), or the options are made again each time. */
  toOption: (item: T) => SelectOption;
  /** False while the list is not asked for (a city's before a province is chosen): it is neither loading nor empty. */
  wanted?: boolean;
  /**
   * How a chosen value the list does not hold (yet) reads: 'Cargando…' while the list loads, else the value itself
   * (ids); names read as themselves (`'value'`).
   */
  unknown?: 'loading' | 'value';
};

/**
 * The options a select offers for a list: the empty option first, then the list, then a chosen value the list does
 * not hold, so the field always shows what the address says.
 */
export function useSelectOptions<T>(
  list: OptionList<T>,
  { emptyLabel, value, toOption, wanted = true, unknown = 'loading' }: Settings<T>,
): SelectOptions {
  const { data: items, isPending, isSuccess } = list;
  const data = useMemo(() => {
    const options: SelectOption[] = [{ value: '', label: emptyLabel }];
    const seen = new Set(['']);
    for (const option of (items ?? []).map(toOption)) {
      if (seen.has(option.value)) continue;
      seen.add(option.value);
      options.push(option);
    }
    if (value && !seen.has(value)) {
      options.push({ value, label: unknown === 'loading' && isPending ? LIST_LOADING_MESSAGE : value });
    }
    return options;
  }, [items, toOption, emptyLabel, value, unknown, isPending]);
  return { data, loading: wanted && isPending, empty: wanted && isSuccess && items?.length === 0 };
}

export type NativeSelectProps = {
  label: string;
  /** The form field's name: the search parameter it fills, so the form works as a plain GET form too. */
  name: string;
  /** The chosen value; undefined = the empty first option. */
  value: string | undefined;
  /** What it offers (useSelectOptions). */
  options: SelectOptions;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  description?: string;
  /**
   * A long list (provider names, specialties): on first use it becomes a searchable combobox, focused and open. Its
   * code (Mantine's Select, its popover and floating-ui: most of a directory page's script, which no first screen
   * needs) is fetched then, or on the first hover as a head start. Until it has arrived, or if it cannot (offline, an
   * old deploy's chunk gone), the platform's select stays and works.
   */
  searchable?: Searchable;
};

/** A searchable field: how it searches, and what it does when first used (e.g. load its long list late). */
type Searchable = SearchOptions & { onFirstUse?: () => void };

const searchableSelectCode = onDemand(() => import('./searchable-select'));
/** Rendered only once its code has arrived (so it never fails here; an offline field stays the platform's select). */
const SearchableSelect = lazy(() =>
  searchableSelectCode.load().then((module) => ({ default: module.SearchableSelect })),
);

type Stage = 'native' | 'loading' | 'combobox' | 'unavailable';

/**
 * A directory filter as the platform's own select: a phone shows its native picker, the prerendered page works
 * before any script runs (the field's `name` is its search parameter), and it costs the main thread nothing.
 */
export function NativeSelect({
  label,
  name,
  value,
  options,
  onChange,
  disabled = false,
  description,
  searchable,
}: NativeSelectProps) {
  const [stage, setStage] = useState<Stage>('native');
  // Whether the visitor is still on the field (pressed it, or focused it and has not left): only then does the
  // combobox take the focus when it arrives. Tab held down passes many fields before their code is in.
  const [held, setHeld] = useState(false);
  // What both forms of the field show: its label, its note and, while its list loads, a spinner.
  const field = {
    label,
    name,
    description,
    disabled,
    rightSection: options.loading ? <ListLoader /> : undefined,
  };

  if (stage === 'combobox') {
    return (
      <SearchableSelect
        {...field}
        options={options.data}
        value={value}
        onChange={onChange}
        search={searchable}
        focusOnMount={held}
        nothingFoundMessage={options.loading ? LIST_LOADING_MESSAGE : EMPTY_SELECT_MESSAGE}
      />
    );
  }

  const becomeCombobox = () => {
    if (stage !== 'native') return;
    searchable?.onFirstUse?.();
    setStage('loading');
    searchableSelectCode.load().then(
      // A transition: the platform's select stays until the combobox can render, instead of a Suspense fallback.
      () => startTransition(() => setStage('combobox')),
      () => setStage('unavailable'),
    );
  };
  return (
    <PlatformSelect
      {...field}
      data={options.data}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      {...(searchable && {
        onPointerEnter: () => searchableSelectCode.ahead(),
        onMouseDown: (event) => {
          if (stage === 'unavailable') return; // the platform's picker, then
          // A press would open the platform's picker; the combobox opens instead.
          event.preventDefault();
          setHeld(true);
          becomeCombobox();
        },
        onFocus: (event) => {
          // A focus React hands over late (one that landed while the page was being taken over) may be long gone.
          if (event.currentTarget !== document.activeElement) return;
          setHeld(true);
          becomeCombobox();
        },
        onBlur: () => setHeld(false),
      })}
    />
  );
}
