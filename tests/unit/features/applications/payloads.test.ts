// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipartBody } from '@/api/contact-form';
import {
  authorisationMessage,
  buildAuthorisationFields,
  buildJobFields,
  buildResidencyBody,
  buildResidencyPayload,
  toDayMonthYear,
} from '@/features/applications/payloads';
import {
  authorisationFormSchema,
  JOB_POSITIONS,
  jobFormSchema,
  residencyFormSchema,
  type AuthorisationFormValues,
  type ResidencyFormValues,
} from '@/features/applications/form-schemas';
import type { Member } from '@/api/member/member';
// The mock API's contract, written from docs/api.md apart from the app: the builder already checks its own schema.
import { residencyPayloadSchema as residencyContract } from '../../../../mocks/contract/residency';

const file = (bytes: number[] | string, name: string, type = 'application/octet-stream') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

/** The plain base64 of a file, from Node: what the payload's file fields must hold. */
const base64 = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('base64');

const member: Member = {
  full_name: 'María <b>Gómez</b>',
  personal_id_type: '1',
  personal_id: '30111222',
  born_date: '1985-04-12',
  address: 'Av. Rivadavia 5000',
  email: 'maria@example.com',
  phone: '011 4901-2345',
  cellphone: '11 5123-4567',
  membership_number: '100200300',
  plan: 'A-10 PLUS',
};

describe('residency payload', () => {
  const values = (overrides: Partial<ResidencyFormValues> = {}): ResidencyFormValues => ({
    medical_specialty: '22',
    fullName: ' Juan Pérez ',
    phone: '011 4444-5555',
    email: 'juan@example.com',
    document_type: '1',
    document_id: '30111222',
    birthdate: '1994-03-07',
    country: 'Argentina',
    address: 'Calle 1',
    university: 'UBA',
    average: '8.5',
    cellphone: '11 6666-7777',
    files: [file('%PDF-1.4', 'Mi CV.pdf'), null, null, null],
    ...overrides,
  });

  it('formats the birth date DD-MM-YYYY', () => {
    expect(toDayMonthYear('1994-03-07')).toBe('07-03-1994');
    expect(toDayMonthYear(null)).toBe('');
    expect(toDayMonthYear('nope')).toBe('');
  });

  it('builds exactly the contract with the CV only', async () => {
    const payload = await buildResidencyPayload(values(), base64);
    expect(payload).toEqual({
      title: 'Residencias Médicas',
      speciality: 'Clínica Médica',
      name: 'Juan Pérez',
      telephone: '011 4444-5555',
      email: 'juan@example.com',
      doc_type: '1',
      dni: '30111222',
      birthdate: '07-03-1994',
      country: 'Argentina',
      address: 'Calle 1',
      university: 'UBA',
      average: '8.5',
      cellphone: '11 6666-7777',
      file_name: 'Mi CV',
      file_ext: 'pdf',
      cv: 'JVBERi0xLjQ=',
    });
    expect(residencyContract.safeParse(payload).success).toBe(true);
  });

  it('adds attachment02..04 with their names and extensions, skipping empty slots', async () => {
    const payload = await buildResidencyPayload(
      values({
        medical_specialty: '6',
        birthdate: null,
        files: [file('%PDF-1.4', 'cv.docx'), file([1, 2, 3], 'titulo.JPG'), null, file('hola', 'nota.png')],
      }),
      base64,
    );
    expect(payload.speciality).toBe('Cardiología');
    expect(payload.birthdate).toBe('');
    expect(payload.file_ext).toBe('docx');
    expect(payload.attachment02).toBe('AQID');
    expect(payload.file_name_02).toBe('titulo');
    expect(payload.file_ext_02).toBe('jpg');
    expect('attachment03' in payload).toBe(false);
    expect('file_name_03' in payload).toBe(false);
    expect(payload.attachment04).toBe('aG9sYQ==');
    expect(payload.file_name_04).toBe('nota');
    expect(payload.file_ext_04).toBe('png');
  });

  it('the request body is exactly the payload JSON, files spliced in as bytes', async () => {
    const v = values({
      fullName: 'Ana "la" @@x_0@@ \\ \u00f1',
      files: [file('%PDF-1.4', 'cv.pdf'), null, file([1, 2, 3], 'b.png'), null],
    });
    const body = await buildResidencyBody(v);
    expect(body.type).toBe('application/json');
    const parsed: unknown = JSON.parse(await body.text());
    expect(parsed).toEqual(await buildResidencyPayload(v, base64));
    expect(parsed).toMatchObject({ cv: 'JVBERi0xLjQ=', attachment03: 'AQID', file_ext_03: 'png' });
  });

  it('validates with the field texts', () => {
    const result = residencyFormSchema.safeParse({
      ...values(),
      medical_specialty: '',
      fullName: '',
      email: 'x',
      files: [null, null, null, null],
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      medical_specialty: 'Requerido.',
      fullName: 'Requerido',
      email: 'Debe ser un email valido.',
      'files.0': 'Requerido',
    });
    const empty = residencyFormSchema.safeParse({ ...values(), email: '' });
    expect(empty.error!.issues[0]!.message).toBe('Requerido.');
  });
});

describe('multipart bodies (what goes over the wire)', () => {
  // The body the send hands to XMLHttpRequest (src/lib/upload.ts), parsed back as the server reads it. (Node has no
  // XMLHttpRequest and jsdom's loses file names; tests/e2e/applications.spec.ts reads the same bodies on the wire.)
  async function capture(fields: Record<string, string | Blob | undefined>) {
    const { body } = multipartBody(fields);
    const request = new Request('http://api.test/api/web/contact_form', { method: 'POST', body });
    return { sent: await request.formData(), contentType: request.headers.get('content-type') ?? '' };
  }

  it('job application: the message is exactly the chosen position, for every position', async () => {
    const cv = file('%PDF-1.4', 'cv.pdf', 'application/pdf');
    for (const position of JOB_POSITIONS) {
      const values = { name: 'Ana', email: 'ana@example.com', phone: '', message: position, files: [cv] };
      const { sent } = await capture(buildJobFields(values, 5));
      expect(sent.get('message')).toBe(position);
    }
  });

  it('job application: fields, title, position as message, attachments by slot', async () => {
    const cv = file('%PDF-1.4', 'cv.pdf', 'application/pdf');
    const extra = file([1, 2, 3], 'carta.doc');
    const fields = buildJobFields(
      { name: ' Ana ', email: 'ana@example.com', phone: '', message: 'Enfermería', files: [cv, null, extra, null] },
      5,
    );
    const { sent, contentType } = await capture(fields);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect([...sent.keys()].sort()).toEqual(
      ['attachment', 'attachment03', 'contact_form_type_id', 'email', 'message', 'name', 'phone', 'title'].sort(),
    );
    expect(sent.get('name')).toBe('Ana');
    expect(sent.get('title')).toBe('Trabaja con nosotros');
    expect(sent.get('message')).toBe('Enfermería');
    expect(sent.get('contact_form_type_id')).toBe('5');
    const attachment = sent.get('attachment') as File;
    expect(attachment.name).toBe('cv.pdf');
    expect(await attachment.text()).toBe('%PDF-1.4');
    expect((sent.get('attachment03') as File).name).toBe('carta.doc');
    expect(new Uint8Array(await (sent.get('attachment03') as File).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('authorisation: places, member data, escaped HTML message', async () => {
    const values: AuthorisationFormValues = {
      email: 'maria@example.com',
      files: [file('%PDF', 'orden.pdf'), file('x', 'estudio.jpg'), null, null],
      place01: 'Centro <Médico> Norte',
      place02: '',
      place03: 'Sede "Sur"',
      place04: '',
      comments: '<script>alert(1)</script> & gracias',
    };
    const { sent } = await capture(buildAuthorisationFields(values, member, 13));
    expect(sent.get('title')).toBe('Autorizaciones');
    expect(sent.get('name')).toBe('María <b>Gómez</b>');
    expect(sent.get('phone')).toBe('11 5123-4567');
    expect(sent.get('contact_form_type_id')).toBe('13');
    expect(sent.get('place01')).toBe('Centro <Médico> Norte');
    expect(sent.get('place02')).toBeNull();
    expect(sent.get('place03')).toBe('Sede "Sur"');
    expect((sent.get('attachment') as File).name).toBe('orden.pdf');
    expect((sent.get('attachment02') as File).name).toBe('estudio.jpg');
    expect(sent.get('attachment03')).toBeNull();
    const message = String(sent.get('message'));
    expect(message).not.toContain('<script>');
    expect(message).not.toContain('<b>');
    expect(message).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; gracias');
    expect(message).toContain('<li>Centro &lt;Médico&gt; Norte</li><li>Sede &quot;Sur&quot;</li>');
    expect(message).toContain('María &lt;b&gt;Gómez&lt;/b&gt;');
  });

  it('authorisation message leaves out empty comments', () => {
    const message = authorisationMessage(
      { email: 'a@b.co', files: [], place01: 'X', place02: '', place03: '', place04: '', comments: '  ' },
      member,
    );
    expect(message).not.toContain('Comentarios');
  });
});

describe('form validation texts', () => {
  const messages = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('job', () => {
    expect(messages(jobFormSchema.safeParse({ name: '', email: '', phone: '', message: '', files: [] }))).toEqual({
      name: 'Requerido.',
      email: 'Requerido.',
      message: 'Requerido.',
    });
    expect(
      messages(jobFormSchema.safeParse({ name: 'A', email: 'a@', phone: '', message: 'Otros', files: [] })),
    ).toEqual({
      email: 'Debe ser un email valido.',
    });
  });

  it('authorisations', () => {
    const base = { files: [null], place02: '', place03: '', place04: '', comments: '' };
    expect(messages(authorisationFormSchema.safeParse({ ...base, email: '', place01: ' ' }))).toEqual({
      email: 'Completar datos.',
      'files.0': 'Adjuntar orden médica.',
      place01: 'Debe especificar el lugar de realización del estudio.',
    });
    expect(messages(authorisationFormSchema.safeParse({ ...base, email: 'nope', place01: 'X' }))).toMatchObject({
      email: 'Debe ser un email valido.',
    });
  });
});
