import { useState } from 'react';
import { scrollMapIntoView, scrollResultIntoView } from './results-panel';

/**
 * The result chosen in a directory (list and map show it together) and the one pointed at in the list.
 * A new search, filter or page clears the choice (`clear`).
 */
export function useResultSelection() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  return {
    selectedId,
    highlightedId,
    setHighlightedId,
    clear: () => setSelectedId(null),
    /** Chosen on the map (or its popup closed: null): the list item comes into view. */
    selectOnMap: (id: number | null) => {
      setSelectedId(id);
      if (id !== null) scrollResultIntoView(id);
    },
    /** "Ver en el mapa" on a list item: the map comes into view. */
    showOnMap: (id: number) => {
      setSelectedId(id);
      scrollMapIntoView();
    },
  };
}
