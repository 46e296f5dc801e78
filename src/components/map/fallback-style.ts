import type { StyleSpecification } from 'maplibre-gl';
// A file of its own in the build, fetched by maplibre's worker only when the fallback is drawn.
import argentinaUrl from './fallback/argentina.json?url';

/** The source of the embedded basemap (fallback/NOTICE.md: Natural Earth, public domain). */
export const FALLBACK_SOURCE = 'argentina';

const WATER = '#c9dcec';
const LAND = '#f3f0e8';

/**
 * Drawn when the basemap's style cannot load: Argentina's land and water, the borders between countries and the
 * outlines of its provinces. Needs nothing but this site (no glyphs, no sprites: it has no labels).
 */
export function fallbackStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      [FALLBACK_SOURCE]: {
        type: 'geojson',
        data: new URL(argentinaUrl, window.location.href).href,
        attribution: 'Natural Earth',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      {
        id: 'land',
        type: 'fill',
        source: FALLBACK_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': LAND },
      },
      {
        id: 'coast',
        type: 'line',
        source: FALLBACK_SOURCE,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'line-color': '#9fb9cf', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 10, 1.5] },
      },
      {
        id: 'province-borders',
        type: 'line',
        source: FALLBACK_SOURCE,
        filter: ['==', ['get', 'kind'], 'province'],
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': '#8c96a3',
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: FALLBACK_SOURCE,
        filter: ['==', ['get', 'kind'], 'country'],
        layout: { 'line-join': 'round' },
        paint: { 'line-color': '#5c6673', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1, 10, 2.5] },
      },
    ],
  };
}

/** `VITE_MAP_STYLE_URL=none`: a plain background, no request at all. */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9eef3' } }],
};
