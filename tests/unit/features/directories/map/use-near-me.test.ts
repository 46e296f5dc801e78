import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNearMe } from '@/features/directories/map/use-near-me';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

/** A browser whose geolocation answers with `answer` (a position or an error code) when asked. */
function fakeGeolocation(answer: { lat: number; lon: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn((success: Success, failure: Failure) => {
    if ('code' in answer) failure({ code: answer.code, PERMISSION_DENIED: 1 });
    else success({ coords: { latitude: answer.lat, longitude: answer.lon } });
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The hook with the address as state: `setOn` writes `cerca` like the page does. */
function renderNearMe(initiallyOn: boolean) {
  const address = { on: initiallyOn };
  const setOn = vi.fn((on: boolean) => {
    address.on = on;
  });
  const hook = renderHook(() => useNearMe({ on: address.on, setOn }));
  const rerender = () => hook.rerender();
  return { ...hook, setOn, rerender, address };
}

describe("'Cerca mío'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('off → asked on the click; with a position the address turns it on and the page is sorted', () => {
    const ask = fakeGeolocation({ lat: -34.6, lon: -58.38 });
    const { result, setOn, rerender } = renderNearMe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(result.current.active).toBe(false);
    act(() => result.current.toggle());
    expect(setOn).toHaveBeenCalledWith(true);
    rerender();
    expect(result.current.active).toBe(true);
    expect(result.current.position).toEqual({ lat: -34.6, lon: -58.38 });
    expect(result.current.failure).toBeNull();
  });

  it('denied: a message, and nothing else changes (the address stays off)', () => {
    fakeGeolocation({ code: 1 });
    const { result, setOn } = renderNearMe(false);
    act(() => result.current.toggle());
    expect(result.current.failure).toBe('denied');
    expect(result.current.active).toBe(false);
    expect(setOn).not.toHaveBeenCalled();
  });

  it('unavailable (no fix, or no geolocation at all): a message of its own', () => {
    fakeGeolocation({ code: 2 });
    const { result } = renderNearMe(false);
    act(() => result.current.toggle());
    expect(result.current.failure).toBe('unavailable');

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const other = renderNearMe(false);
    act(() => other.result.current.toggle());
    expect(other.result.current.failure).toBe('unavailable');
  });

  it('cerca=1 in the address (a reload): asks again; a refusal turns it off and says why', () => {
    const ask = fakeGeolocation({ code: 1 });
    const { result, setOn } = renderNearMe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(setOn).toHaveBeenCalledWith(false);
    expect(result.current.failure).toBe('denied');
  });

  it('turned off: the position is forgotten', () => {
    fakeGeolocation({ lat: -34.6, lon: -58.38 });
    const { result, setOn, rerender } = renderNearMe(true);
    expect(result.current.active).toBe(true);
    act(() => result.current.toggle());
    expect(setOn).toHaveBeenLastCalledWith(false);
    rerender();
    expect(result.current.active).toBe(false);
    expect(result.current.position).toBeNull();
  });
});
