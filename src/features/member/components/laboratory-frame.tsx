import { useState } from 'react';
import { Box, Skeleton, Text } from '@mantine/core';
import { labOrigins } from '@/config/lab';
import { LIST_LOADING_MESSAGE } from '@/config/messages';
import { urlOnOrigins } from '@/lib/link-origins';
import { safeExternalUrl } from '@/lib/safe-url';
import { ExternalLink } from '@/components/external-link';

const FRAME_HEIGHT = 720;

/**
 * What the laboratory site may do in its frame: run its scripts and keep its own session (allow-scripts,
 * allow-same-origin: it is another origin, so this gives it nothing of ours), send its forms (allow-forms: ticking a
 * study and clicking 'Descargar'), and hand over the result as a download or in a new tab
 * (allow-downloads, allow-popups; allow-popups-to-escape-sandbox so that tab is an ordinary page where the PDF viewer
 * works). Not allowed: navigating our page (no allow-top-navigation), modals, pointer lock, presentation.
 */
const LAB_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-downloads allow-popups allow-popups-to-escape-sandbox';

/**
 * The member's laboratory site in a frame, with a skeleton until it has loaded. Only a link on one of
 * the configured laboratory origins (the CSP's frame-src, config/lab-origins.ts) is framed. Any other http(s) link
 * is still the member's results: it is offered as a link to a new tab, never framed and never hidden. Only a missing
 * or non-http(s) link means there is nothing to show.
 */
export function LaboratoryFrame({ link }: { link: string }) {
  const [loaded, setLoaded] = useState(false);
  const url = urlOnOrigins(link, labOrigins, window.location.origin);
  if (!url) {
    const elsewhere = safeExternalUrl(link);
    if (!elsewhere) return <Text role="status">No hay resultados de laboratorio disponibles.</Text>;
    return (
      <Text>
        Los resultados se abren en el sitio del laboratorio.{' '}
        <ExternalLink href={elsewhere}>Ver los resultados de laboratorio</ExternalLink>
      </Text>
    );
  }
  return (
    <>
      <Box pos="relative" h={FRAME_HEIGHT}>
        {!loaded && (
          <Skeleton pos="absolute" inset={0} h={FRAME_HEIGHT} role="status" aria-label={LIST_LOADING_MESSAGE} />
        )}
        <iframe
          src={url}
          title="Resultados de laboratorio"
          onLoad={() => setLoaded(true)}
          referrerPolicy="no-referrer"
          sandbox={LAB_SANDBOX}
          style={{ width: '100%', height: FRAME_HEIGHT, border: 0, opacity: loaded ? 1 : 0 }}
        />
      </Box>
      <Text size="sm" mt="sm">
        ¿No se ve el contenido? <ExternalLink href={url}>Abrir los resultados en una pestaña nueva</ExternalLink>
      </Text>
    </>
  );
}
