import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED, removeSaved, savedListings, toggleSaved } from '@/features/directories/saved/saved-listings';
import { listing } from '../../../../utils/listing';

describe('saved listings (this device only)', () => {
  afterEach(() => localStorage.clear());

  it('a toggle keeps a listing (newest first) and a second toggle lets it go; storage holds them across reads', () => {
    expect(toggleSaved(listing(1))).toBe('saved');
    expect(toggleSaved(listing(2))).toBe('saved');
    expect(savedListings('providers').map((l) => l.id)).toEqual([2, 1]);
    expect(JSON.parse(localStorage.getItem('guardados:providers') ?? '[]')).toHaveLength(2);
    expect(savedListings('pharmacies')).toEqual([]);
    expect(toggleSaved(listing(2))).toBe('removed');
    removeSaved('providers', 1);
    expect(savedListings('providers')).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED}: the next one is refused, nothing is dropped`, () => {
    for (let id = 1; id <= MAX_SAVED; id += 1) expect(toggleSaved(listing(id))).toBe('saved');
    expect(toggleSaved(listing(MAX_SAVED + 1))).toBe('full');
    expect(savedListings('providers')).toHaveLength(MAX_SAVED);
    // Letting one go makes room again.
    expect(toggleSaved(listing(7))).toBe('removed');
    expect(toggleSaved(listing(MAX_SAVED + 1))).toBe('saved');
  });

  it('reads what it can: an unreadable entry or a broken store is left out, never a failure', () => {
    localStorage.setItem(
      'guardados:providers',
      JSON.stringify([listing(1), { id: 'x' }, listing(2, { kind: 'pharmacies' })]),
    );
    expect(savedListings('providers').map((l) => l.id)).toEqual([1]);
    localStorage.setItem('guardados:providers', '{not json');
    expect(savedListings('providers')).toEqual([]);
  });

  it('a full storage (quota) says it failed', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(toggleSaved(listing(1))).toBe('failed');
    setItem.mockRestore();
  });
});
