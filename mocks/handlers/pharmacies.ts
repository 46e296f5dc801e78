import { http, HttpResponse } from 'msw';
import { pharmacies } from '../data/pharmacies';
import { applyOrder, nameContains, paginate, readIntegers, readText, validating } from '../lib/http';

/** GET /api/web/pharmacy (filters: name, province_id, area_id, location_id). */
export const pharmacyHandlers = [
  http.get('*/api/web/pharmacy', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const ids = readIntegers(url, ['province_id', 'area_id', 'location_id']);
      const name = readText(url, 'name');
      const filtered = pharmacies.filter(
        (p) =>
          nameContains(p.name, name) &&
          (ids.province_id === undefined || p.province_id === ids.province_id) &&
          (ids.area_id === undefined || p.area_id === ids.area_id) &&
          (ids.location_id === undefined || p.location_id === ids.location_id),
      );
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'name', 'address'])));
    }),
  ),
];
