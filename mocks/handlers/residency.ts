import { http, HttpResponse } from 'msw';
import { residencyPayloadSchema, type ResidencyErrorBody } from '../contract/residency';
import { readBody } from '../lib/http';

const LABELS: Record<string, string> = {
  title: 'título',
  speciality: 'especialidad',
  name: 'nombre',
  telephone: 'teléfono',
  email: 'correo electrónico',
  doc_type: 'tipo de documento',
  dni: 'número de documento',
  birthdate: 'fecha de nacimiento',
  country: 'país',
  address: 'domicilio',
  university: 'universidad',
  average: 'promedio',
  cellphone: 'celular',
  file_name: 'nombre del archivo',
  file_ext: 'extensión del archivo',
  cv: 'CV',
};

const BASE64 = /^(data:[^;,]+;base64,)?[A-Za-z0-9+/=\s]+$/;

/** The residency endpoint's error shape: `{ data: { message } }`. */
function residencyError(message: string, status = 422): Response {
  return HttpResponse.json({ data: { message } } satisfies ResidencyErrorBody, { status });
}

/** PUT /api/admin/medical_residence_mail: 204 with no body, or 422 `{ data: { message } }`. */
export const residencyHandlers = [
  http.put('*/api/admin/medical_residence_mail', async ({ request }) => {
    const raw = await readBody(request);
    // Liberal where it costs nothing: a number sent for a text field (dni, average…) is read as text.
    const body = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, typeof v === 'number' && Number.isFinite(v) ? String(v) : v]),
    );
    const parsed = residencyPayloadSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const label = LABELS[field] ?? field;
      const value = body[field];
      if (value === undefined || value === null || value === '') {
        return residencyError(`El campo ${label} es obligatorio.`);
      }
      if (field === 'email')
        return residencyError('El campo correo electrónico debe ser una dirección de correo válida.');
      return residencyError(`El campo ${label} no es válido.`);
    }
    for (const field of ['cv', 'attachment02', 'attachment03', 'attachment04'] as const) {
      const value = parsed.data[field];
      if (value && !BASE64.test(value)) {
        return residencyError(`El archivo ${field === 'cv' ? 'CV' : field} no es un archivo en base64 válido.`);
      }
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
