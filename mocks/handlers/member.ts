import { http, HttpResponse } from 'msw';
import type {
  AppointmentsResponse,
  ImagingResponse,
  InvoicesResponse,
  LaboratoryResponse,
  LoginResponse,
  PrefacturaResponse,
} from '../contract/member';
import type { MessageBody } from '../contract/paged';
import { documentTypes } from '../data/contact';
import { members } from '../data/members';
import { fold } from '../data/random';
import { tokenFor, withMember } from '../lib/auth';
import { paginate, readBody, text, validating, validationError } from '../lib/http';

/** Appointments page size (the API does not say; the mock uses 5). */
const APPOINTMENTS_PER_PAGE = 5;

const digitsOnly = (value: string) => value.replace(/[.\s-]/g, '');

/** Member area calls. */
export const memberHandlers = [
  // Public: the login form needs it before there is a token.
  http.get('*/api/web/member/tipdoc', () => HttpResponse.json(documentTypes)),

  http.post('*/api/web/member/login', async ({ request }) => {
    const body = await readBody(request);
    const numdoc = digitsOnly(text(body, 'numdoc'));
    const tipdoc = text(body, 'tipdoc');
    const password = text(body, 'password');
    const errors: Record<string, string[]> = {};
    if (!numdoc) errors.numdoc = ['El campo número de documento es obligatorio.'];
    if (!tipdoc) errors.tipdoc = ['El campo tipo de documento es obligatorio.'];
    else if (!(tipdoc in documentTypes)) errors.tipdoc = ['El tipo de documento seleccionado no es válido.'];
    if (!password) errors.password = ['El campo contraseña es obligatorio.'];
    if (Object.keys(errors).length > 0) return validationError(errors);

    const member = members.find((m) => m.tipdoc === tipdoc && m.numdoc === numdoc && m.password === password);
    if (!member)
      return HttpResponse.json({ message: 'Credenciales inválidas.' } satisfies MessageBody, { status: 401 });
    return HttpResponse.json({
      access_token: tokenFor(member),
      token_type: 'Bearer',
      member: member.member,
    } satisfies LoginResponse);
  }),

  http.get(
    '*/api/web/member/appointments',
    withMember(({ request }, member) =>
      validating(() =>
        HttpResponse.json(
          paginate(request, member.appointments, {
            fixedPerPage: APPOINTMENTS_PER_PAGE,
          }) satisfies AppointmentsResponse,
        ),
      ),
    ),
  ),

  /**
   * Imaging studies. Answers the authenticated member's studies when the
   * three segments match them (first name compared case- and
   * accent-insensitively, id number, birth date as YYYYMMDD); any other
   * combination answers 200 with `[]` (the stored procedure finds nothing).
   * A date segment that is not 8 digits is a 422.
   */
  http.get(
    '*/api/web/moreau/execute/:firstName/:personalId/:birthDate',
    withMember(
      ({ params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }, member) => {
        const firstName = String(params.firstName ?? '');
        const personalId = String(params.personalId ?? '');
        const birthDate = String(params.birthDate ?? '');
        if (!/^\d{8}$/.test(birthDate)) {
          return validationError({ fecha: ['La fecha de nacimiento debe tener el formato AAAAMMDD.'] });
        }
        const m = member.member;
        const matches =
          fold(firstName) === fold(m.full_name.split(/\s+/)[0] ?? '') &&
          personalId === String(m.personal_id) &&
          birthDate === String(m.born_date ?? '').replace(/-/g, '');
        return HttpResponse.json((matches ? member.studies : []) satisfies ImagingResponse);
      },
    ),
  ),

  http.get(
    '*/api/web/member/invoices',
    withMember((_args, member) => HttpResponse.json({ data: member.invoices } satisfies InvoicesResponse)),
  ),

  http.get(
    '*/api/web/member/laboratory',
    withMember((_args, member) =>
      HttpResponse.json({ memberLaboratory: { link: member.laboratoryLink } } satisfies LaboratoryResponse),
    ),
  ),

  // On the second API host (VITE_PREFACTURA_API_URL); keyed by document number, no bearer token.
  http.post('*/api/web/prefactura', async ({ request }) => {
    const body = await readBody(request);
    const dni = digitsOnly(text(body, 'dni'));
    if (!dni) return validationError({ dni: ['El campo dni es obligatorio.'] });
    const member = members.find((m) => m.numdoc === dni);
    return HttpResponse.json({ prefactura: member ? member.preInvoices : [] } satisfies PrefacturaResponse);
  }),
];
