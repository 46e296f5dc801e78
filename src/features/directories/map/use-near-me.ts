import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GeoPoint } from '@/lib/geo';

/** Why the browser gave no position. */
export type NearMeFailure = 'denied' | 'unavailable';

export type NearMe = ReturnType<typeof useNearMe>;

const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/**
 * 'Cerca mío': the visitor's position, asked of the browser and kept in memory only (never in the address, a share
 * link or a request). Whether it is on lives in the address (`cerca=1`, set through `setOn`):
 * - off → the button asks the browser; with a position the address turns it on; without one nothing changes but a
 *   message;
 * - on in the address with no position yet (a reload, back/forward) → the browser is asked again; if it says no, the
 *   address turns it off and the message says why;
 * - off in the address (the button, back) → the position is forgotten.
 */
export function useNearMe({ on, setOn }: { on: boolean; setOn: (on: boolean) => void }) {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<NearMeFailure | null>(null);
  // The latest of both, for the browser's answer, which comes after any number of renders.
  const onRef = useRef(on);
  const setOnRef = useRef(setOn);
  useLayoutEffect(() => {
    onRef.current = on;
    setOnRef.current = setOn;
  });
  // Off in the address: the position is forgotten (set while rendering, as React advises for state that follows a prop).
  const [wasOn, setWasOn] = useState(on);
  if (on !== wasOn) {
    setWasOn(on);
    if (!on) setPosition(null);
  }

  const locate = useCallback(() => {
    setFailure(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setFailure('unavailable');
      if (onRef.current) setOnRef.current(false);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPosition({ lat: coords.latitude, lon: coords.longitude });
        if (!onRef.current) setOnRef.current(true);
      },
      (error) => {
        setLocating(false);
        setPosition(null);
        setFailure(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        if (onRef.current) setOnRef.current(false);
      },
      OPTIONS,
    );
  }, []);

  useEffect(() => {
    // Asking the browser is the outside system this effect follows: it sets `locating` as it starts.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (on && !position && !locating) locate();
    // Only when the address turns it on; a failure turns it off again, so this never loops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on]);

  return {
    /** Sorted by distance: on in the address and a position known. */
    active: on && position !== null,
    position: on ? position : null,
    locating,
    failure,
    toggle: () => {
      if (on) {
        setFailure(null);
        setOn(false);
      } else if (!locating) locate();
    },
  };
}
