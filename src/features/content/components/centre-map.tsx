import { useId, useState } from 'react';
import { Button, Collapse, Stack, Text } from '@mantine/core';
import { ExternalLink } from '@/components/external-link';
import type { Centre } from '../data/centres';

function osmUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * "Ver mapa": an expandable map of one centre. Nothing map-related loads until
 * it is expanded.
 * TODO: swap the address-and-link fallback for the shared `LazyMap`
 * (src/components/map/) once it lands, rendered only while expanded.
 */
export function CentreMap({ centre }: { centre: Centre }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
          <Text>
            {centre.address}.{' '}
            <ExternalLink href={osmUrl(centre.lat, centre.lon)}>Abrir en el mapa</ExternalLink>
          </Text>
        ) : null}
      </Collapse>
    </Stack>
  );
}
