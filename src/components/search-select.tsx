import { useState, type ComponentType } from 'react';
import { onDemand } from '@/lib/on-demand';
import { FilterSelect, type FilterSelectProps } from './filter-select';

export type SearchSelectProps = FilterSelectProps & {
  /** Called the first time the field is used, e.g. to load a long list late. */
  onFirstUse?: () => void;
};

/** The combobox's code: fetched on the first hover (a head start) or the first use. */
const liveSearchSelect = onDemand(() => import('./live-search-select').then((module) => module.LiveSearchSelect));

/**
 * A long list with search-as-you-type (provider names, specialties). It starts as the platform's select (a plain
 * form field, the same as the other filters) and becomes a searchable combobox on first use: a pointer press or
 * focus loads the combobox, which then takes the place of the select, focused and open. Until it has arrived (or if
 * it cannot), the platform's select stays and works. Says 'No se encontraron datos.' when a search finds nothing.
 */
export function SearchSelect(props: SearchSelectProps) {
  const [Live, setLive] = useState<ComponentType<SearchSelectProps> | undefined>();
  const [state, setState] = useState<'native' | 'loading' | 'unavailable'>('native');
  const { onFirstUse } = props;
  const goLive = () => {
    if (state !== 'native') return;
    onFirstUse?.();
    const loaded = liveSearchSelect.current();
    if (loaded) return setLive(() => loaded);
    setState('loading');
    liveSearchSelect.load().then(
      (component) => setLive(() => component),
      () => setState('unavailable'),
    );
  };

  if (Live) return <Live {...props} />;
  return (
    <FilterSelect
      {...props}
      onPointerEnter={() => void liveSearchSelect.load().catch(() => {})}
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
