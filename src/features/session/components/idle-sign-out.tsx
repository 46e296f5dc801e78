import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { loadToasts } from '@/lib/notify';
import { ACTIVITY_THROTTLE_MS, IDLE_SIGN_OUT_AFTER_MS, IDLE_WARNING_AFTER_MS } from '@/config/session';
import { watchIdle, type IdleWatch } from '../idle-watch';
import type { useSignOut } from '../use-sign-out';
import type { SessionActivity } from './idle-sign-out-gate';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

const minutes = (ms: number) => Math.round(ms / 60_000);
const minutesText = (ms: number) => (minutes(ms) === 1 ? '1 minuto' : `${minutes(ms)} minutos`);

const IDLE_WARNING_TITLE = '¿Seguís ahí?';
const IDLE_WARNING_TEXT = `Por tu seguridad, la sesión se va a cerrar en ${minutesText(IDLE_SIGN_OUT_AFTER_MS - IDLE_WARNING_AFTER_MS)} si no hay actividad.`;
const IDLE_SIGNED_OUT_MESSAGE = `Cerramos tu sesión porque pasaron ${minutesText(IDLE_SIGN_OUT_AFTER_MS)} sin actividad. Para seguir, ingresá de nuevo.`;
const NOTICE_ID = 'idle-sign-out';

/**
 * The member may have left the computer: the toast that explains the sign-out stays until it is closed, so it is
 * still there when someone looks at the screen again.
 */
function explainSignOut() {
  void loadToasts(); // mounts the Toaster
  toast(
    (t) => (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text size="sm">{IDLE_SIGNED_OUT_MESSAGE}</Text>
        <Button size="xs" variant="light" onClick={() => toast.dismiss(t.id)}>
          Cerrar
        </Button>
      </Group>
    ),
    { id: NOTICE_ID, duration: Infinity },
  );
}

/**
 * Sign-out after inactivity, mounted only while a member is signed in: a warning dialog first, then the
 * same sign-out as 'Cerrar sesión' (storage cleared, member queries removed, back to /) and a toast that says why.
 */
export default function IdleSignOut({
  signOut,
  activity,
}: {
  signOut: ReturnType<typeof useSignOut>;
  activity: SessionActivity;
}) {
  const [warning, setWarning] = useState(false);
  const watch = useRef<IdleWatch | null>(null);

  useEffect(() => {
    toast.dismiss(NOTICE_ID); // signed in again: the old notice is over
    const current = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      since: activity.since(),
      onActive: activity.touch,
      onWarn: () => setWarning(true),
      onSignOut: () => {
        setWarning(false);
        signOut({ announce: false });
        explainSignOut();
      },
    });
    watch.current = current;
    return () => current.stop();
  }, [signOut, activity]);

  const stayConnected = () => {
    setWarning(false);
    watch.current?.stayActive();
  };

  return (
    <Modal
      opened={warning}
      onClose={stayConnected}
      title={IDLE_WARNING_TITLE}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      returnFocus
    >
      <Text>{IDLE_WARNING_TEXT}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="subtle" onClick={() => signOut()}>
          Cerrar sesión
        </Button>
        <Button onClick={stayConnected} data-autofocus>
          Seguir conectado
        </Button>
      </Group>
    </Modal>
  );
}
