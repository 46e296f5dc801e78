import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useSavedListings } from './saved-listings';
import type { SavedListingsProps } from './saved-listings-props';

const SavedListingsDrawer = lazy(() =>
  import('./saved-listings-drawer').then((module) => ({ default: module.SavedListingsDrawer })),
);

/**
 * 'Guardados (N)' beside the directory's title: the listings kept on this device, in a drawer loaded when first
 * opened. A prerendered page shows '(0)' until it is live, then the count.
 */
export function SavedListingsButton(props: SavedListingsProps) {
  const { kind } = props;
  const count = useSavedListings(kind).length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Guardados ({count})
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedListingsDrawer {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
