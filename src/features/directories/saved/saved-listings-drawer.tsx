import { Button, Drawer, Stack, Text } from '@mantine/core';
import { removeSaved, useSavedListings } from './saved-listings';
import { DirectionsLink } from '../results/listing-actions';
import { ListingDetails } from '../results/listing-details';
import { PrintLink } from '../print/print-link';
import { ResultCard } from '../results/result-card';
import type { SavedListingsProps } from './saved-listings-props';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';

/**
 * The kept listings of a directory ('Guardados'): each can be called, visited ('Cómo llegar') or removed, and the
 * whole list printed like a search. Read from this device only, so it works offline.
 */
export function SavedListingsDrawer({
  kind,
  noneSaved,
  printSaved,
  onClose,
}: SavedListingsProps & { onClose: () => void }) {
  const listings = useSavedListings(kind);
  return (
    <Drawer
      opened
      onClose={onClose}
      title={`Guardados (${listings.length})`}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Cerrar guardados' }}
    >
      <Text size="sm" mb="sm">
        Se guardan solo en este dispositivo.
      </Text>
      {listings.length === 0 ? (
        <Text role="status" fw={500}>
          Todavía no guardaste {noneSaved}. Tocá «Guardar» en un resultado para tenerlo a mano.
        </Text>
      ) : (
        <>
          <Text mb="md">
            <PrintLink link={printSaved} />
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Guardados">
            {listings.map((listing) => (
              <li key={listing.id}>
                <ResultCard
                  id={listing.id}
                  title={listing.name}
                  actions={
                    <>
                      <DirectionsLink listing={listing} />
                      <Button variant="subtle" size="compact-sm" onClick={() => removeSaved(kind, listing.id)}>
                        Quitar<span className="visually-hidden"> {listing.name}</span>
                      </Button>
                    </>
                  }
                >
                  <ListingDetails listing={listing} />
                </ResultCard>
              </li>
            ))}
          </Stack>
        </>
      )}
    </Drawer>
  );
}
