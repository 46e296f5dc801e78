import { useState, type ComponentType } from 'react';
import { FilterSelect, type FilterSelectProps } from './filter-select';

export type SearchSelectProps = FilterSelectProps & {
  /** Called the first time the field is used, e.g. to load a long list late. */
  onFirstUse?: () => void;
};

type LiveSearchSelect = ComponentType<SearchSelectProps>;
let loaded: LiveSearchSelect | null = null;
let loading: Promise<LiveSearchSelect> | null = null;

/** The combobox's module, fetched once: on the first hover (a head start) or the first use. */
function loadLiveSearchSelect(): Promise<LiveSearchSelect> {
  loading ??= import('./live-search-select').then(
    (module) => (loaded = module.LiveSearchSelect),
    (error: unknown) => {
      loading = null; // offline: the platform's select goes on working, and another field tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A long list with search-as-you-type (provider names, specialties). It starts as the platform's select (a plain
 * form field, the same as the other filters) and becomes a searchable combobox on first use: a pointer press or
 * focus loads the combobox, which then takes the place of the select, focused and open. Until it has arrived (or if
 * it cannot), the platform's select stays and works. Says 'No se encontraron datos.' when a search finds nothing.
 */
export function SearchSelect(props: SearchSelectProps) {
  const [Live, setLive] = useState<LiveSearchSelect | null>(null);
  const [state, setState] = useState<'native' | 'loading' | 'unavailable'>('native');
  const { onFirstUse } = props;
  const goLive = () => {
    if (state !== 'native') return;
    onFirstUse?.();
    if (loaded) return setLive(() => loaded);
    setState('loading');
    loadLiveSearchSelect().then(
      (component) => setLive(() => component),
      () => setState('unavailable'),
    );
  };

  if (Live) return <Live {...props} />;
  return (
    <FilterSelect
      {...props}
      onPointerEnter={() => void loadLiveSearchSelect().catch(() => {})}
      onMouseDown={(event) => {
        if (state === 'unavailable') return; // the platform's picker, then
        // A press would open the native picker; the combobox opens instead.
        event.preventDefault();
        goLive();
      }}
      onFocus={goLive}
    />
  );
}
