import { http, HttpResponse } from 'msw';
import type { FamilyGroupResponse } from '../contract/family';
import type { AppointmentsResponse, ImagingResponse, LaboratoryResponse } from '../contract/member';
import type { MessageBody } from '../contract/paged';
import { documentTypes } from '../data/contact';
import { buenosAiresToday, familyAccess, groupSeenBy } from '../data/family';
import { fold } from '../data/random';
import type { MemberRecord } from '../data/members';
import { withMember } from '../lib/auth';
import { paginate, validating } from '../lib/http';
import { textPdf } from '../lib/pdf';

type Args = { request: Request; params: Record<string, string | readonly string[] | undefined> };

const forbidden = () =>
  HttpResponse.json({ message: 'No tenés permiso para ver los datos de esa persona.' } satisfies MessageBody, {
    status: 403,
  });

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A call about one member of the caller's group: 403 unless the member is in the group as the caller sees it and,
 * for `records`, the caller may see their appointments and results (docs/api.md, "Grupo familiar").
 */
function aboutMember(
  need: 'credential' | 'records',
  resolver: (args: Args, target: MemberRecord, caller: MemberRecord) => Response | Promise<Response>,
) {
  return withMember((args: Args, caller) => {
    const raw = String(args.params.id ?? '');
    const access = /^\d+$/.test(raw) ? familyAccess(caller, Number(raw)) : undefined;
    if (!access || (need === 'records' && !access.records)) return forbidden();
    return resolver(args, access.record, caller);
  });
}

/** The affiliation certificate: name, document, plan, membership number and today's date. */
function certificate(target: MemberRecord, lastName: string): Response {
  const m = target.member;
  const { year, month, day } = buenosAiresToday();
  const documentType = documentTypes[String(m.personal_id_type)] ?? 'Documento';
  const pdf = textPdf(
    [
      { text: 'Salud Plena', bold: true, size: 16 },
      { text: 'Certificado de afiliación', bold: true, size: 20, gapBefore: 12 },
      { text: `Certificamos que ${m.full_name}, ${documentType} ${m.personal_id},`, gapBefore: 18 },
      { text: `es socio/a de Salud Plena en el plan ${m.plan ?? '-'}, con el número de socio ${m.membership_number},` },
      { text: 'y que su afiliación se encuentra activa a la fecha.' },
      { text: 'Se extiende a pedido del interesado para ser presentado ante quien corresponda.', gapBefore: 12 },
      { text: `Ciudad Autónoma de Buenos Aires, ${pad(day)}/${pad(month)}/${year}.`, gapBefore: 12 },
    ],
    `Certificado de afiliación - ${m.full_name}`,
  );
  const fileName = `certificado-afiliacion-${fold(lastName).replace(/[^a-z0-9]+/g, '-')}-${year}-${pad(month)}-${pad(day)}.pdf`;
  return new HttpResponse(pdf, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}

/** The family group (proposed calls): the group, a member's appointments and results, their certificate. */
export const familyHandlers = [
  http.get(
    '*/api/web/member/family',
    withMember((_args, caller) => HttpResponse.json({ data: groupSeenBy(caller).rows } satisfies FamilyGroupResponse)),
  ),

  http.get(
    '*/api/web/member/family/:id/appointments',
    aboutMember('records', ({ request }, target) =>
      validating(() =>
        HttpResponse.json(paginate(request, target.appointments, { fixedPerPage: 5 }) satisfies AppointmentsResponse),
      ),
    ),
  ),

  http.get(
    '*/api/web/member/family/:id/imaging',
    aboutMember('records', (_args, target) => HttpResponse.json(target.studies satisfies ImagingResponse)),
  ),

  http.get(
    '*/api/web/member/family/:id/laboratory',
    aboutMember('records', (_args, target) =>
      HttpResponse.json({ memberLaboratory: { link: target.laboratoryLink } } satisfies LaboratoryResponse),
    ),
  ),

  http.get(
    '*/api/web/member/family/:id/certificate',
    aboutMember('credential', (_args, target, caller) => {
      const row = groupSeenBy(caller).rows.find((r) => r.id === target.id);
      const lastName = row?.last_name ?? target.member.full_name.split(/\s+/).at(-1) ?? 'socio';
      return certificate(target, lastName);
    }),
  ),
];
