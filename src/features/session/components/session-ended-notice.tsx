import { Button, Group, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { IDLE_SIGN_OUT_AFTER_MS, SESSION_LIFETIME_MS } from '@/config/session';
import { SIGNED_OUT_MESSAGE } from '@/config/messages';
import { loadToasts } from '@/lib/notify';
import type { SignOutReason } from '../session-channel';

const minutes = (ms: number) => Math.round(ms / 60_000);
const minutesText = (ms: number) => (minutes(ms) === 1 ? '1 minuto' : `${minutes(ms)} minutos`);
const hoursText = (ms: number) => `${Math.round(ms / 3_600_000)} horas`;

/** Why the session ended, as the notice says it. */
const SESSION_ENDED_TEXTS: Record<SignOutReason, string> = {
  member: SIGNED_OUT_MESSAGE,
  idle: `Cerramos tu sesión porque pasaron ${minutesText(IDLE_SIGN_OUT_AFTER_MS)} sin actividad. Para seguir, ingresá de nuevo.`,
  lifetime: `Cerramos tu sesión porque pasaron ${hoursText(SESSION_LIFETIME_MS)} desde que ingresaste. Para seguir, ingresá de nuevo.`,
  server: 'Tu sesión terminó. Para seguir, ingresá de nuevo.',
};

/** One notice at a time: a newer reason replaces it, a sign-in closes it (./idle-sign-out.tsx). */
export const SESSION_ENDED_NOTICE_ID = 'session-ended';

/**
 * The member may have left the computer, or be in another tab: the notice that explains the sign-out stays until it
 * is closed, so it is still there when someone looks at the screen again.
 */
export function showSessionEnded(reason: SignOutReason) {
  void loadToasts(); // mounts the Toaster
  toast(
    (t) => (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm">{SESSION_ENDED_TEXTS[reason]}</Text>
        <Button size="xs" variant="light" onClick={() => toast.dismiss(t.id)}>
          Cerrar
        </Button>
      </Group>
    ),
    { id: SESSION_ENDED_NOTICE_ID, duration: Infinity },
  );
}
