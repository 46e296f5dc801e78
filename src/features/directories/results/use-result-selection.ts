import { useState } from 'react';

/** A place chosen from the list: bring the map into view (on phones it is below the list). */
function scrollMapIntoView() {
  document.querySelector('[data-map-box]')?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * A place chosen on the map: bring its list item into view (wide screens only: on phones the map is below the list
 * and the popup says it all).
 */
function scrollResultIntoView(id: number) {
  if (!window.matchMedia?.('(min-width: 62em)').matches) return;
  document.querySelector(`[data-result-id="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The result chosen in a directory (list and map show it together) and the one pointed at in the list.
 * A new search, filter or page clears the choice (`clear`).
 */
export type ResultSelection = ReturnType<typeof useResultSelection>;

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
