import { describe, expect, it } from 'vitest';
import type { ContactFormType } from '@/api/contact-form';
import { site } from '@/config/site';
import { pharmacyDirectory, providerDirectory } from '@/features/directories/directories';
import {
  listingReportReceipt,
  listingReportSchema,
  listingReportType,
  toListingReportPayload,
} from '@/features/directories/report/listing-report';
import { listing } from '../../../../utils/listing';

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
    const payload = toListingReportPayload(receipt, 6, providerDirectory.reportLabel);
    expect(payload).toMatchObject({ email: site.emails.directory, contact_form_type_id: 6, phone: '' });
    expect(payload.message).toContain(
      '<strong>Aviso de un dato incorrecto en la cartilla</strong>: Cartilla médica (prestador).',
    );
    expect(payload.message).toContain('<strong>Id:</strong> 35');
    expect(payload.message).toContain('Dr. &lt;b&gt;Luna&lt;/b&gt;');
    expect(payload.message).toContain('Calle 7 1234 (3° A) · La Plata, Buenos Aires');
    expect(payload.message).toContain('<strong>Qué está mal:</strong> Ya no atiende');
    expect(payload.message).toContain('24/11/2026, 16:05');
  });

  it("names a pharmacy's directory as the pharmacies'", () => {
    const receipt = listingReportReceipt(listing(8, { kind: 'pharmacies', name: 'Farmacia Sol' }), {
      problem: 'telefono',
      comment: '',
      email: 'vecina@example.com',
    });
    const payload = toListingReportPayload(receipt, 6, pharmacyDirectory.reportLabel);
    expect(payload.message).toContain(
      '<strong>Aviso de un dato incorrecto en la cartilla</strong>: Farmacias (farmacia).',
    );
    expect(payload).toMatchObject({ email: 'vecina@example.com', name: 'Visitante del sitio' });
  });
});
