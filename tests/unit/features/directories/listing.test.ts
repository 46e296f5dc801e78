import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_PAGES_MAX_ROWS, ALL_PAGES_SIZE, allPagesQueryOptions, rowsSoFar } from '@/api/all-pages';
import type { Paged } from '@/api/paged';
import type { ContactFormType } from '@/api/contact-form';
import { site } from '@/config/site';
import { listingDirections, providerListing, type Listing } from '@/features/directories/listing';
import {
  listingReportReceipt,
  listingReportSchema,
  listingReportType,
  toListingReportPayload,
} from '@/features/directories/listing-report';
import { MAX_SAVED, removeSaved, savedListings, toggleSaved } from '@/features/directories/saved-listings';

const listing = (id: number, extra: Partial<Listing> = {}): Listing => ({
  kind: 'providers',
  id,
  name: `Prestador ${id}`,
  address: 'Calle 7 1234',
  addressExtra: '',
  phone: '(0221) 400-0000',
  note: '',
  link: '',
  email: '',
  lat: -34.92,
  lon: -57.95,
  place: 'La Plata, Buenos Aires',
  ...extra,
});

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

describe('Cómo llegar for a listing', () => {
  it('to the coordinates when it has them; else to the address with its locality and the country', () => {
    expect(listingDirections(listing(1))).toBe('https://www.google.com/maps/dir/?api=1&destination=-34.92,-57.95');
    expect(listingDirections(listing(1, { lat: null, lon: null }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle+7+1234,+La+Plata,+Buenos+Aires,+Argentina',
    );
    expect(listingDirections(listing(1, { lat: 0, lon: 0, place: '' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle+7+1234,+Argentina',
    );
    expect(listingDirections(listing(1, { lat: null, lon: null, address: ' ' }))).toBeNull();
  });

  it('a provider becomes a listing with its own fields', () => {
    const entity = { id: 9, name: 'Clínica', address: 'A 1', address_extra: '2° B', phone: '1', note: 'n', link: 'l' };
    expect(providerListing({ ...entity, lat: null, lon: 1 }, 'Palermo')).toMatchObject({
      kind: 'providers',
      addressExtra: '2° B',
      email: '',
      place: 'Palermo',
    });
  });
});

describe('the whole search in pages of 100', () => {
  const page = (rows: number, total: number): Paged<number> => ({
    data: Array.from({ length: rows }, (_, i) => i),
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, from: 1, to: rows, total },
  });
  const next = (pages: Array<Paged<number>>) =>
    allPagesQueryOptions({
      queryKey: ['t'],
      fetchPage: () => Promise.resolve(page(0, 0)),
      call: 'providerSearch',
    }).getNextPageParam(pages.at(-1)!, pages, pages.length, []);

  it('asks for the next page while there are more, and stops at the last', () => {
    expect(ALL_PAGES_SIZE).toBe(100);
    expect(next([page(100, 340)])).toBe(2);
    expect(next([page(100, 340), page(100, 340), page(100, 340)])).toBe(4);
    expect(next([page(100, 340), page(100, 340), page(100, 340), page(40, 340)])).toBeUndefined();
    expect(next([page(12, 12)])).toBeUndefined();
    expect(rowsSoFar([page(100, 340), page(40, 340)])).toMatchObject({ total: 340 });
  });

  it(`stops at ${ALL_PAGES_MAX_ROWS} rows however long the search`, () => {
    const full = Array.from({ length: 5 }, () => page(100, 2000));
    expect(next(full.slice(0, 4))).toBe(5);
    expect(next(full)).toBeUndefined();
  });
});

describe('¿Algún dato está mal?', () => {
  const types = (rows: Array<[number, string, 0 | 1]>): ContactFormType[] =>
    rows.map(([id, name, loggedin]) => ({ id, name, loggedin }));

  it('goes to the public type about providers, else general enquiries, never a members’ type', () => {
    expect(
      listingReportType(
        types([
          [1, 'Consultas generales', 0],
          [6, 'Prestadores', 0],
        ]),
      )?.id,
    ).toBe(6);
    expect(
      listingReportType(
        types([
          [6, 'Prestadores', 1],
          [2, 'Consultas', 0],
        ]),
      )?.id,
    ).toBe(2);
    expect(listingReportType(types([[6, 'Prestadores', 1]]))).toBeUndefined();
  });

  it('asks what is wrong; "otro" needs a comment; the e-mail is optional but must be one', () => {
    const parse = (values: object) => listingReportSchema.safeParse({ problem: '', comment: '', email: '', ...values });
    expect(parse({}).success).toBe(false);
    expect(parse({ problem: 'telefono' }).success).toBe(true);
    expect(parse({ problem: 'otro' }).error?.issues[0]).toMatchObject({ path: ['comment'] });
    expect(parse({ problem: 'otro', comment: 'El horario' }).success).toBe(true);
    expect(parse({ problem: 'telefono', email: 'no' }).success).toBe(false);
  });

  it('names the listing in the message (escaped), with the date; without an e-mail the sender is the team’s', () => {
    const sentAt = new Date('2026-11-24T19:05:00Z');
    const receipt = listingReportReceipt(
      listing(35, { name: 'Dr. <b>Luna</b>', addressExtra: '3° A' }),
      { problem: 'ya-no-atiende', comment: '', email: '' },
      sentAt,
    );
    const payload = toListingReportPayload(receipt, 6);
    expect(payload).toMatchObject({ email: site.emails.directory, contact_form_type_id: 6, phone: '' });
    expect(payload.message).toContain('<strong>Id:</strong> 35');
    expect(payload.message).toContain('Dr. &lt;b&gt;Luna&lt;/b&gt;');
    expect(payload.message).toContain('Calle 7 1234 (3° A) · La Plata, Buenos Aires');
    expect(payload.message).toContain('<strong>Qué está mal:</strong> Ya no atiende');
    expect(payload.message).toContain('24/11/2026, 16:05');
  });
});
