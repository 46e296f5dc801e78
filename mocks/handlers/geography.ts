import { http, HttpResponse } from 'msw';
import { areas, localities, provinces } from '../data/geography';
import { applyOrder, paginate, readIntegers, validating } from '../lib/http';

/** GET /api/web/provinces, /api/web/areas?province_id, /api/web/locations?area_id. */
export const geographyHandlers = [
  http.get('*/api/web/provinces', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const items = applyOrder(url, provinces, ['id', 'name']);
      return HttpResponse.json(paginate(request, items));
    }),
  ),

  http.get('*/api/web/areas', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const { province_id } = readIntegers(url, ['province_id']);
      const filtered = areas
        .filter((a) => province_id === undefined || a.province_id === province_id)
        .map(({ id, name, province_id: p }) => ({ id, name, province_id: p }));
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'name', 'province_id'])));
    }),
  ),

  http.get('*/api/web/locations', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const { area_id, province_id } = readIntegers(url, ['area_id', 'province_id']);
      const filtered = localities
        .filter((l) => area_id === undefined || l.area_id === area_id)
        .filter((l) => province_id === undefined || l.province_id === province_id)
        .map(({ id, name, area_id: a }) => ({ id, name, area_id: a }));
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'name', 'area_id'])));
    }),
  ),
];
