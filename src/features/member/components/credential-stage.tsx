import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import classes from './credential-card.module.css';

type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/** Turns a phone sideways where the browser allows it (Android, in full screen); elsewhere nothing happens. */
function preferLandscape() {
  const orientation = screen.orientation as LockableOrientation | undefined;
  orientation?.lock?.('landscape').catch(() => undefined);
}

/**
 * The card with its actions: 'Imprimir' (the print style sheet leaves the card alone on the page) and, where the
 * browser can, 'Pantalla completa'.
 */
export function CredentialStage({ children }: { children: ReactNode }) {
  const { ref, toggle, fullscreen } = useFullscreenElement<HTMLDivElement>();
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  const enterFullscreen = async () => {
    await toggle();
    preferLandscape();
  };

  return (
    <>
      <div ref={ref} className={classes.stage}>
        {children}
        {fullscreen && (
          <Button variant="white" onClick={() => void toggle()}>
            Salir de pantalla completa
          </Button>
        )}
      </div>
      <Group mt="md" gap="sm">
        <Button onClick={() => window.print()}>Imprimir</Button>
        {canFullscreen && (
          <Button variant="light" onClick={() => void enterFullscreen()}>
            Pantalla completa
          </Button>
        )}
      </Group>
    </>
  );
}
