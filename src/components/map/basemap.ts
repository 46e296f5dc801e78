/**
 * Which basemap the map asks for. Shared by the map (src/components/map/map-view.tsx) and the Content-Security-Policy
 * (scripts/security-headers.ts), so the policy lists exactly the hosts the default style uses. No imports: the
 * headers script runs in Node.
 *
 * Default: OpenFreeMap's "Positron" style (https://openfreemap.org): OpenStreetMap data as vector tiles, free, no key,
 * no request limits, no cookies. Its style, TileJSON, tiles, sprites and glyphs are all served from one host.
 * A quiet grey style, so the directory's pins stand out.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/positron';

/** Every origin the default style loads from (style, TileJSON, vector tiles, sprites, glyphs). */
export const DEFAULT_MAP_STYLE_HOSTS = ['https://tiles.openfreemap.org'] as const;

/** `VITE_MAP_STYLE_URL=none`: no basemap at all, a plain background (no request leaves the site). */
const NO_MAP_STYLE = 'none';

export type BasemapChoice = { kind: 'remote'; url: string; isDefault: boolean } | { kind: 'plain' };

/** What `VITE_MAP_STYLE_URL` asks for: unset → the default style; `none` → plain; anything else → that style. */
export function basemapChoice(styleUrl: string | undefined): BasemapChoice {
  const value = styleUrl?.trim();
  if (!value) return { kind: 'remote', url: DEFAULT_MAP_STYLE_URL, isDefault: true };
  if (value.toLowerCase() === NO_MAP_STYLE) return { kind: 'plain' };
  return { kind: 'remote', url: value, isDefault: value === DEFAULT_MAP_STYLE_URL };
}
