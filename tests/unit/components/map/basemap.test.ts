import { describe, expect, it } from 'vitest';
import { basemapChoice, DEFAULT_MAP_STYLE_URL } from '@/components/map/basemap';

describe('VITE_MAP_STYLE_URL', () => {
  it('unset: the default style (OpenFreeMap); none: a plain background; a URL: that style', () => {
    expect(basemapChoice(undefined)).toEqual({ kind: 'remote', url: DEFAULT_MAP_STYLE_URL, isDefault: true });
    expect(basemapChoice('  ')).toEqual({ kind: 'remote', url: DEFAULT_MAP_STYLE_URL, isDefault: true });
    expect(basemapChoice('none')).toEqual({ kind: 'plain' });
    expect(basemapChoice('NONE')).toEqual({ kind: 'plain' });
    expect(basemapChoice('https://tiles.example/style.json')).toEqual({
      kind: 'remote',
      url: 'https://tiles.example/style.json',
      isDefault: false,
    });
    expect(DEFAULT_MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/positron');
  });
});
