import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchIdle, type IdleWatch } from '@/features/session/idle-watch';
import { dispatchOwnEvent } from '@/lib/own-events';
import {
  ACTIVITY_THROTTLE_MS,
  IDLE_SIGN_OUT_AFTER_MS,
  IDLE_WARNING_AFTER_MS,
  SESSION_LIFETIME_MS,
} from '@/config/session';
import { memberSchema } from '@/api/member/member';
import { sessionStore } from '@/features/session/session-store';
import { DEMO_MEMBER } from '../../../../mocks/data/members';
import { sessionAtPageStart } from '../../../utils/page-start';

const MIN = 60_000;
let watch: IdleWatch | undefined;

function start() {
  const onWarn = vi.fn();
  const onSignOut = vi.fn();
  watch = watchIdle({
    warnAfterMs: IDLE_WARNING_AFTER_MS,
    signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
    throttleMs: ACTIVITY_THROTTLE_MS,
    onWarn,
    onSignOut,
  });
  return { onWarn, onSignOut };
}

const act = (type = 'pointermove') => window.dispatchEvent(new Event(type));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00-03:00') });
});
afterEach(() => {
  watch?.stop();
  vi.useRealTimers();
});

describe('sign-out after inactivity (the clock)', () => {
  it('limits are 28 minutes to the warning and 30 to the sign-out', () => {
    expect(IDLE_WARNING_AFTER_MS).toBe(28 * MIN);
    expect(IDLE_SIGN_OUT_AFTER_MS).toBe(30 * MIN);
  });

  it('warns at 28 idle minutes and signs out at 30, once each', () => {
    const { onWarn, onSignOut } = start();
    vi.advanceTimersByTime(28 * MIN - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * MIN - 1);
    expect(onSignOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'])(
    '%s in the page starts the count again',
    (type) => {
      const { onWarn } = start();
      vi.advanceTimersByTime(20 * MIN);
      act(type);
      vi.advanceTimersByTime(27 * MIN);
      expect(onWarn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1 * MIN);
      expect(onWarn).toHaveBeenCalledTimes(1);
    },
  );

  it("an event the app dispatches itself (the router noting the window's place) is not the member's activity", () => {
    const { onWarn } = start();
    vi.advanceTimersByTime(20 * MIN);
    dispatchOwnEvent(document, 'scroll');
    vi.advanceTimersByTime(8 * MIN);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('counts a burst of input once a second (throttled), from its first event', () => {
    const { onWarn } = start();
    vi.advanceTimersByTime(10 * MIN);
    act();
    vi.advanceTimersByTime(500);
    act(); // within the throttle: not noted
    vi.advanceTimersByTime(28 * MIN - 500);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('once warned, only “Seguir conectado” (stayActive) continues the session', () => {
    const { onWarn, onSignOut } = start();
    vi.advanceTimersByTime(28 * MIN);
    expect(onWarn).toHaveBeenCalledTimes(1);
    act();
    vi.advanceTimersByTime(1 * MIN);
    act('keydown');
    vi.advanceTimersByTime(1 * MIN);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('stayActive after the warning gives another full 28 minutes', () => {
    const { onWarn, onSignOut } = start();
    vi.advanceTimersByTime(29 * MIN);
    watch!.stayActive();
    vi.advanceTimersByTime(28 * MIN - 1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(2);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('a computer that slept past the limit signs out at the first input, without a warning first', () => {
    const { onWarn, onSignOut } = start();
    // Sleep: the clock moves on, the timers do not fire.
    vi.setSystemTime(Date.now() + 45 * MIN);
    act('keydown');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('a tab shown again after the limit signs out at once', () => {
    const { onSignOut } = start();
    vi.setSystemTime(Date.now() + 31 * MIN);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('stop removes every listener and timer', () => {
    const { onWarn, onSignOut } = start();
    watch!.stop();
    act();
    vi.advanceTimersByTime(60 * MIN);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('the stored session keeps its last activity (a restored tab must not revive it)', () => {
  const member = memberSchema.parse(DEMO_MEMBER.member);
  const stored = () => JSON.parse(window.sessionStorage.getItem('session') ?? 'null') as { lastActivity?: number };

  afterEach(() => {
    sessionStore.clear();
  });

  it('a read within the limit keeps the session; idle past it, the session is refused and storage cleared', async () => {
    sessionStore.signIn('tok', member);
    expect(stored().lastActivity).toBe(Date.now());
    vi.advanceTimersByTime(IDLE_SIGN_OUT_AFTER_MS - 1);
    expect((await sessionAtPageStart()).isAuthenticated).toBe(true);
    vi.advanceTimersByTime(1);
    // A page restored with Ctrl+Shift+T, a minute too late:
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
    expect(window.sessionStorage.getItem('session')).toBeNull();
  });

  it('a stored session without its last activity (or with one in the future) is refused', async () => {
    window.sessionStorage.setItem('session', JSON.stringify({ token: 'tok', user: DEMO_MEMBER.member }));
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
    window.sessionStorage.setItem(
      'session',
      JSON.stringify({ token: 'tok', user: DEMO_MEMBER.member, lastActivity: Date.now() + 60 * MIN }),
    );
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
  });

  it('activity moves the stored clock (at most every 15 s), so a reload after 40 active minutes stays signed in', async () => {
    sessionStore.signIn('tok', member);
    watch = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onWarn: vi.fn(),
      onSignOut: vi.fn(),
      onActive: (at) => sessionStore.touch(at),
      since: sessionStore.lastActivity(),
    });
    const signedInAt = Date.now();
    vi.advanceTimersByTime(5_000);
    act();
    expect(stored().lastActivity).toBe(signedInAt); // within 15 s of the last write: not written
    for (let minute = 0; minute < 40; minute++) {
      vi.advanceTimersByTime(MIN);
      act('keydown');
    }
    expect(stored().lastActivity).toBe(Date.now());
    vi.advanceTimersByTime(29 * MIN);
    expect((await sessionAtPageStart()).isAuthenticated).toBe(true);
  });

  it('a reloaded page continues the stored idle clock instead of starting a fresh one', () => {
    const onWarn = vi.fn();
    watch = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onWarn,
      onSignOut: vi.fn(),
      since: Date.now() - 27 * MIN,
    });
    vi.advanceTimersByTime(1 * MIN);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });
});

describe('the session’s lifetime: 12 hours, however active', () => {
  afterEach(() => {
    sessionStore.clear();
  });

  it('a member active every minute is signed out at 12 h after the sign-in, as idle is, once', () => {
    expect(SESSION_LIFETIME_MS).toBe(12 * 60 * MIN);
    const onSignOut = vi.fn();
    const onExpire = vi.fn();
    watch = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onWarn: vi.fn(),
      onSignOut,
      onExpire,
      endsAt: Date.now() + SESSION_LIFETIME_MS,
    });
    for (let minute = 0; minute < 12 * 60 - 1; minute++) {
      vi.advanceTimersByTime(MIN);
      act('keydown');
    }
    vi.advanceTimersByTime(MIN - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('a tab that slept past the end signs out as soon as it is shown again', () => {
    const onExpire = vi.fn();
    watch = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onWarn: vi.fn(),
      onSignOut: vi.fn(),
      onExpire,
      since: Date.now(),
      endsAt: Date.now() + 10 * MIN,
    });
    vi.setSystemTime(Date.now() + 11 * MIN); // the clock moved on, the timers did not fire (a sleeping computer)
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('a stored session older than 12 h is refused when read, however recent its activity', async () => {
    sessionStore.signIn('tok', memberSchema.parse(DEMO_MEMBER.member));
    vi.advanceTimersByTime(SESSION_LIFETIME_MS - 1);
    sessionStore.touch(Date.now());
    expect((await sessionAtPageStart()).isAuthenticated).toBe(true);
    vi.advanceTimersByTime(1);
    sessionStore.touch(Date.now());
    expect((await sessionAtPageStart()).isAuthenticated).toBe(false);
    expect(window.sessionStorage.getItem('session')).toBeNull();
  });
});

describe('activity in another tab of the browser', () => {
  it('counts here: a tab left alone while the member works in another is not signed out', () => {
    const { onWarn, onSignOut } = start();
    for (let minute = 0; minute < 60; minute++) {
      vi.advanceTimersByTime(MIN);
      watch!.noteActivity(Date.now());
    }
    expect(onWarn).not.toHaveBeenCalled();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('ends this tab’s warning (the member is there), but never brings back a session past the limit', () => {
    const onResume = vi.fn();
    const onSignOut = vi.fn();
    watch = watchIdle({
      warnAfterMs: IDLE_WARNING_AFTER_MS,
      signOutAfterMs: IDLE_SIGN_OUT_AFTER_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onWarn: vi.fn(),
      onSignOut,
      onResume,
    });
    vi.advanceTimersByTime(29 * MIN);
    watch.noteActivity(Date.now());
    expect(onResume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29 * MIN);
    expect(onSignOut).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 5 * MIN); // asleep past the limit: the other tab's news comes too late
    watch.noteActivity(Date.now());
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
