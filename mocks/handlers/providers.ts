import { http, HttpResponse } from 'msw';
import { medicalServices, medicalSpecialties } from '../data/medical';
import { providers } from '../data/providers';
import { applyOrder, nameContains, paginate, readIntegers, readText, validating } from '../lib/http';

/**
 * GET /api/web/medical_entity (filters: name contains — case- and
 * accent-insensitive —, medical_service_id, medical_specialty_id,
 * province_id, area_id, location_id), /api/web/medical_service,
 * /api/web/medical_specialty.
 */
export const providerHandlers = [
  http.get('*/api/web/medical_entity', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const ids = readIntegers(url, [
        'medical_service_id',
        'medical_specialty_id',
        'province_id',
        'area_id',
        'location_id',
      ]);
      const name = readText(url, 'name');
      const filtered = providers.filter(
        (p) =>
          nameContains(p.name, name) &&
          (ids.medical_service_id === undefined || p.medical_service_ids.includes(ids.medical_service_id)) &&
          (ids.medical_specialty_id === undefined || p.medical_specialty_ids.includes(ids.medical_specialty_id)) &&
          (ids.province_id === undefined || p.province_id === ids.province_id) &&
          (ids.area_id === undefined || p.area_id === ids.area_id) &&
          (ids.location_id === undefined || p.location_id === ids.location_id),
      );
      const ordered = applyOrder(url, filtered, ['id', 'name', 'address']);
      const page = paginate(request, ordered);
      return HttpResponse.json({
        ...page,
        // The public row: the filters' id lists stay on the server.
        data: page.data.map(({ medical_service_ids: _s, medical_specialty_ids: _p, ...row }) => row),
      });
    }),
  ),

  http.get('*/api/web/medical_service', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const filtered = medicalServices.filter((s) => nameContains(s.description, readText(url, 'description')));
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'description'])));
    }),
  ),

  http.get('*/api/web/medical_specialty', ({ request }) =>
    validating(() => {
      const url = new URL(request.url);
      const filtered = medicalSpecialties.filter((s) => nameContains(s.description, readText(url, 'description')));
      return HttpResponse.json(paginate(request, applyOrder(url, filtered, ['id', 'description'])));
    }),
  ),
];
