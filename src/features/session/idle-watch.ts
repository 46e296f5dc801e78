import { isOwnEvent } from '@/lib/own-events';

/** What counts as the member being there: pointer, keyboard, wheel, touch and scrolling anywhere in the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

type Options = {
  warnAfterMs: number;
  signOutAfterMs: number;
  throttleMs: number;
  onWarn: () => void;
  onSignOut: () => void;
  /** The member was active at this time (throttled like the events): the session store keeps it. */
  onActive?: (at: number) => void;
  /** When the member was last active, if earlier than now (a reloaded page continues the stored clock). */
  since?: number | undefined;
  /** The session's absolute end (its lifetime), whatever the activity: then `onExpire`. */
  endsAt?: number | undefined;
  onExpire?: () => void;
  /** The warning is over because the member was active in another tab (`noteActivity`). */
  onResume?: () => void;
  target?: Window;
};

export type IdleWatch = {
  /** 'Seguir conectado': the warning is over and the idle time starts again. */
  stayActive: () => void;
  /** The member was active at `at` in another tab of this browser: it counts here too, and ends a warning. */
  noteActivity: (at: number) => void;
  stop: () => void;
};

/**
 * Watches the page for input. After `warnAfterMs` without any, `onWarn`; after `signOutAfterMs`, `onSignOut`.
 *
 * Idle time is measured from the clock (Date.now), not by counting timer ticks: background tabs and a sleeping
 * computer delay timers, and the member must still be signed out once the time has passed. For the same reason
 * the first input after the limit does not bring the session back: it signs out. While the warning shows, only
 * `stayActive` (the dialog's button) continues the session, so the member sees why it was about to end, or activity
 * in another tab (`noteActivity`: the member is there, in that tab). At `endsAt`, `onExpire`, however active.
 */
export function watchIdle({
  warnAfterMs,
  signOutAfterMs,
  throttleMs,
  onWarn,
  onSignOut,
  onActive,
  since,
  endsAt = Infinity,
  onExpire,
  onResume,
  target = window,
}: Options): IdleWatch {
  let lastActivity = Math.min(since ?? Date.now(), Date.now());
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    if (stopped) return;
    clearTimeout(timer);
    const now = Date.now();
    const idle = now - lastActivity;
    if (now >= endsAt) {
      stop();
      (onExpire ?? onSignOut)();
      return;
    }
    if (idle >= signOutAfterMs) {
      stop();
      onSignOut();
      return;
    }
    if (idle >= warnAfterMs && !warned) {
      warned = true;
      onWarn();
    }
    // setTimeout's longest wait is about 24.8 days; a later end is checked again then.
    const next = Math.min((idle >= warnAfterMs ? signOutAfterMs : warnAfterMs) - idle, endsAt - now, 2 ** 31 - 1);
    timer = setTimeout(check, next);
  };

  // Cheap on purpose (pointermove fires many times a second): it only notes the time; the timer re-checks when
  // it fires, so no timer is set per event.
  const onActivity = (event: Event) => {
    if (warned || isOwnEvent(event)) return;
    const now = Date.now();
    if (now - lastActivity < throttleMs) return;
    if (now - lastActivity >= signOutAfterMs) check();
    else {
      lastActivity = now;
      onActive?.(now);
    }
  };

  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') check();
  };

  const listen = { capture: true, passive: true } as const;
  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, listen));
  target.document.addEventListener('visibilitychange', onVisibility);

  function stop() {
    stopped = true;
    clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity, listen));
    target.document.removeEventListener('visibilitychange', onVisibility);
  }

  check();

  return {
    stayActive() {
      warned = false;
      lastActivity = Date.now();
      onActive?.(lastActivity);
      check();
    },
    noteActivity(at) {
      if (stopped || at <= lastActivity || at > Date.now()) return;
      // Past the limit already: the member is signed out, not brought back.
      if (Date.now() - lastActivity >= signOutAfterMs) {
        check();
        return;
      }
      lastActivity = at;
      if (warned) {
        warned = false;
        onResume?.();
      }
      check();
    },
    stop,
  };
}
