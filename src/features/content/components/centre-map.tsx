import { useId, useState } from 'react';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { ExternalLink } from '@/components/external-link';
import { LazyMap } from '@/components/map/lazy-map';
import { mapPosition } from '@/lib/coordinates';
import type { Centre } from '../data/centres';

function osmUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * "Ver mapa": an expandable map of one centre. The map (and its library) is
 * loaded only once the panel is expanded; the address and an external map link
 * stay as its text equivalent. A centre without a usable position shows no map button.
 */
export function CentreMap({ centre }: { centre: Centre }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The centres' positions are deploy-time configuration: without a usable one there is no map (never one at 0,0).
  if (!mapPosition(centre.lat, centre.lon)) return null;
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Ocultar mapa' : 'Ver mapa'}
      </Button>
      <Collapse expanded={open} id={panelId}>
        {open ? (
          <Stack gap="xs">
            <LazyMap
              markers={[
                {
                  id: centre.id,
                  lat: centre.lat,
                  lon: centre.lon,
                  title: centre.name,
                  description: centre.address,
                  phone: centre.phone.display,
                },
              ]}
              height={300}
              ariaLabel={`Mapa: ${centre.name}`}
            />
            <Text size="sm">
              {centre.address}.{' '}
              <ExternalLink underline="always" href={osmUrl(centre.lat, centre.lon)}>
                Abrir en el mapa
              </ExternalLink>
            </Text>
          </Stack>
        ) : null}
      </Collapse>
    </Stack>
  );
}
