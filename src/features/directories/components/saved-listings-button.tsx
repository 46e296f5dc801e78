import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import type { LinkOptions } from '@tanstack/react-router';
import type { DirectoryKind } from '../listing';
import { useSavedListings } from '../saved-listings';

/** The directory's own (directories.ts): its kept listings, its words for none, and its print view of them. */
export type SavedListingsProps = { kind: DirectoryKind; noneSaved: string; printSaved: LinkOptions };

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
