import { useState } from 'react';
import { Box, Skeleton, Text } from '@mantine/core';
import { safeExternalUrl } from '@/lib/safe-url';
import { ExternalLink } from '@/components/external-link';

const FRAME_HEIGHT = 720;

/** The member's laboratory site in a frame, with a skeleton until it has loaded (spec 02 §2). */
export function LaboratoryFrame({ link }: { link: string }) {
  const [loaded, setLoaded] = useState(false);
  const url = safeExternalUrl(link);
  if (!url) {
    return <Text role="status">No hay resultados de laboratorio disponibles.</Text>;
  }
  return (
    <>
      <Box pos="relative" h={FRAME_HEIGHT}>
        {!loaded && (
          <Skeleton pos="absolute" inset={0} h={FRAME_HEIGHT} aria-hidden="true" data-testid="laboratory-skeleton" />
        )}
        <iframe
          src={url}
          title="Resultados de laboratorio"
          onLoad={() => setLoaded(true)}
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: FRAME_HEIGHT, border: 0, opacity: loaded ? 1 : 0 }}
        />
      </Box>
      <Text size="sm" mt="sm">
        ¿No se ve el contenido? <ExternalLink href={url}>Abrir los resultados en una pestaña nueva</ExternalLink>
      </Text>
    </>
  );
}
