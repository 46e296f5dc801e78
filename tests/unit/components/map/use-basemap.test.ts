import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ErrorEvent, MapSourceDataEvent } from 'react-map-gl/maplibre';
import type { StyleSpecification } from 'maplibre-gl';
import { env } from '@/config/env';
import { DEFAULT_MAP_STYLE_URL } from '@/components/map/basemap';
import { FALLBACK_SOURCE } from '@/components/map/fallback-style';
import { REMOTE_BASEMAP_TIMEOUT_MS, useBasemap } from '@/components/map/use-basemap';

const error = { error: new Error('Failed to fetch') } as unknown as ErrorEvent;
const tile = (sourceId: string) => ({ sourceId, tile: {}, isSourceLoaded: false }) as unknown as MapSourceDataEvent;
const loaded = (sourceId: string) => ({ sourceId, isSourceLoaded: true }) as unknown as MapSourceDataEvent;

describe('the basemap and its fallback', () => {
  const original = env.mapStyleUrl;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    env.mapStyleUrl = original;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the default style, with OpenStreetMap credited, and keeps it once a tile has drawn', () => {
    env.mapStyleUrl = undefined;
    const { result } = renderHook(() => useBasemap());
    expect(result.current.phase).toBe('remote');
    expect(result.current.style).toBe(DEFAULT_MAP_STYLE_URL);
    expect(result.current.attribution).toContain('colaboradores de OpenStreetMap');
    act(() => result.current.onSourceData(tile('openmaptiles')));
    expect(result.current.drawn).toBe(true);
    // After that, a failing tile or a slow one is not a reason to leave it.
    act(() => result.current.onError(error));
    act(() => void vi.advanceTimersByTime(REMOTE_BASEMAP_TIMEOUT_MS * 2));
    expect(result.current.phase).toBe('remote');
  });

  it('an error before the first tile (unreachable, blocked) draws the embedded map of Argentina', () => {
    env.mapStyleUrl = undefined;
    const { result } = renderHook(() => useBasemap());
    act(() => result.current.onError(error));
    expect(result.current.phase).toBe('fallback');
    expect(result.current.drawn).toBe(false);
    expect(result.current.attribution).toBeUndefined();
    const style = result.current.style as StyleSpecification;
    expect(Object.keys(style.sources)).toEqual([FALLBACK_SOURCE]);
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'coast', 'province-borders', 'country-borders']);
    expect(style.sources[FALLBACK_SOURCE]).toMatchObject({ type: 'geojson', attribution: 'Natural Earth' });
    // Its own loading does not count as the remote one's tile; its errors do not undo it.
    act(() => result.current.onError(error));
    expect(result.current.phase).toBe('fallback');
    act(() => result.current.onSourceData(loaded(FALLBACK_SOURCE)));
    expect(result.current.drawn).toBe(true);
  });

  it(`a host that hangs: no tile within ${REMOTE_BASEMAP_TIMEOUT_MS / 1000} s → the embedded map`, () => {
    env.mapStyleUrl = 'https://tiles.example/style.json';
    const { result } = renderHook(() => useBasemap());
    expect(result.current.style).toBe('https://tiles.example/style.json');
    expect(result.current.attribution).toBeUndefined();
    act(() => void vi.advanceTimersByTime(REMOTE_BASEMAP_TIMEOUT_MS - 1));
    expect(result.current.phase).toBe('remote');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.phase).toBe('fallback');
  });

  it('VITE_MAP_STYLE_URL=none: the plain background, no request, no fallback', () => {
    env.mapStyleUrl = 'none';
    const { result } = renderHook(() => useBasemap());
    expect(result.current.phase).toBe('plain');
    expect((result.current.style as StyleSpecification).sources).toEqual({});
    act(() => void vi.advanceTimersByTime(REMOTE_BASEMAP_TIMEOUT_MS * 2));
    act(() => result.current.onLoad());
    expect(result.current.phase).toBe('plain');
    expect(result.current.drawn).toBe(true);
  });
});
