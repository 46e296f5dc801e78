import { lazy, Suspense, useState } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { notify } from '@/lib/notify';
import { listingDirections, type Listing } from './listing';
import { SAVE_FAILED_MESSAGE, SAVED_FULL_MESSAGE, toggleSaved, useSavedListings } from '../saved/saved-listings';
import { resultActionClass } from './result-card';

const ListingReportDialog = lazy(() =>
  import('../report/listing-report-dialog').then((module) => ({ default: module.ListingReportDialog })),
);

/** 'Cómo llegar' (a new tab), or nothing when the listing has neither coordinates nor an address. */
export function DirectionsLink({ listing }: { listing: Listing }) {
  const href = listingDirections(listing);
  if (!href) return null;
  return (
    <NewTabLink href={href} className={resultActionClass()}>
      Cómo llegar<span className="visually-hidden"> a {listing.name}</span>
    </NewTabLink>
  );
}

/** 'Guardar' on this device: a toggle (aria-pressed) whose name stays the same when pressed. */
function SaveToggle({ listing }: { listing: Listing }) {
  const saved = useSavedListings(listing.kind).some((item) => item.id === listing.id);
  const toggle = () => {
    const outcome = toggleSaved(listing);
    if (outcome === 'full') notify.error(SAVED_FULL_MESSAGE);
    if (outcome === 'failed') notify.error(SAVE_FAILED_MESSAGE);
  };
  return (
    <button type="button" className={resultActionClass(saved)} aria-pressed={saved} onClick={toggle}>
      <span aria-hidden>{saved ? '★' : '☆'}</span>
      Guardar<span className="visually-hidden"> {listing.name}</span>
    </button>
  );
}

/**
 * A result's extras: 'Cómo llegar', 'Guardar' and '¿Algún dato está mal?' (its form loads when first opened; a report
 * names the listing's directory by its `reportLabel`).
 */
export function ListingActions({ listing, reportLabel }: { listing: Listing; reportLabel: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DirectionsLink listing={listing} />
      <SaveToggle listing={listing} />
      <button type="button" className={resultActionClass()} onClick={() => setReporting(true)} aria-haspopup="dialog">
        ¿Algún dato está mal?<span className="visually-hidden"> ({listing.name})</span>
      </button>
      {reporting && (
        <Suspense fallback={null}>
          <ListingReportDialog listing={listing} reportLabel={reportLabel} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
