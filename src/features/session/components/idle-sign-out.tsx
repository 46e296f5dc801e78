import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { ACTIVITY_THROTTLE_MS, IDLE_SIGN_OUT_AFTER_MS, IDLE_WARNING_AFTER_MS } from '@/config/session';
import { watchIdle, type IdleWatch } from '../idle-watch';
import type { useSignOut } from '../use-sign-out';
import type { SessionActivity } from './session-activity';
import { SESSION_ENDED_NOTICE_ID } from './session-ended-notice';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

const minutes = (ms: number) => Math.round(ms / 60_000);
const minutesText = (ms: number) => (minutes(ms) === 1 ? '1 minuto' : `${minutes(ms)} minutos`);

const IDLE_WARNING_TITLE = '¿Seguís ahí?';
const IDLE_WARNING_TEXT = `Por tu seguridad, la sesión se va a cerrar en ${minutesText(IDLE_SIGN_OUT_AFTER_MS - IDLE_WARNING_AFTER_MS)} si no hay actividad.`;

/**
 * Sign-out after inactivity and at the end of the session's lifetime, mounted only while a member is signed in: a
 * warning dialog first (for inactivity), then the same sign-out as 'Cerrar sesión' in every tab (storage cleared,
 * member queries removed, back to /) and a notice that says why (sign-out.ts). Activity in another tab of this
 * browser counts here too.
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
    toast.dismiss(SESSION_ENDED_NOTICE_ID); // signed in again: the old notice is over
    const end = (reason: 'idle' | 'lifetime') => () => {
      setWarning(false);
      signOut(reason);
    };
    const current = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      since: activity.since(),
      endsAt: activity.endsAt(),
      onActive: activity.touch,
      onWarn: () => setWarning(true),
      onResume: () => setWarning(false),
      onSignOut: end('idle'),
      onExpire: end('lifetime'),
    });
    watch.current = current;
    const stopFollowing = activity.elsewhere(current.noteActivity);
    return () => {
      stopFollowing();
      current.stop();
    };
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
