import { describe, expect, it } from 'vitest';
import type { ContactFormType } from '@/api/contact-form';
import { contactReasonOptions, findPresetOption } from '@/features/contact/reasons';
import { contactFormSchema, toContactPayload } from '@/features/contact/form-schemas';

const types: ContactFormType[] = [
  { id: 4, name: 'Solicitud de arrepentimiento', loggedin: 0 },
  { id: 1, name: 'asociarme', loggedin: 0 },
  { id: 9, name: 'Pedido de credencial', loggedin: 1 },
  { id: 3, name: 'Dejar de ser Socio', loggedin: 0 },
  { id: 12, name: 'Autorizaciones', loggedin: 1 },
  { id: 2, name: 'Ómnibus y traslados', loggedin: 0 },
];

describe('contact reasons', () => {
  it('public use: loggedin 0 only, sorted by name, numbered "1 - name"', () => {
    expect(contactReasonOptions(types, { memberReasons: false, publicReasons: true })).toEqual([
      { value: '1', label: '1 - asociarme' },
      { value: '3', label: '2 - Dejar de ser Socio' },
      { value: '2', label: '3 - Ómnibus y traslados' },
      { value: '4', label: '4 - Solicitud de arrepentimiento' },
    ]);
  });

  it('members-only use: loggedin 1 when requested', () => {
    expect(contactReasonOptions(types, { memberReasons: true, publicReasons: false }).map((o) => o.value)).toEqual([
      '12',
      '9',
    ]);
    expect(contactReasonOptions(types, { memberReasons: false, publicReasons: false })).toEqual([]);
  });

  it('finds the preset reason when it exists', () => {
    const options = contactReasonOptions(types, { memberReasons: false, publicReasons: true });
    expect(findPresetOption(types, options, 'baja')?.value).toBe('3');
    expect(findPresetOption(types, options, 'arrepentimiento')?.value).toBe('4');
    expect(findPresetOption(types, options.slice(0, 1), 'baja')).toBeUndefined();
    expect(findPresetOption(types, options, undefined)).toBeUndefined();
  });
});

describe('contact form schema', () => {
  it('requires every field with the field texts', () => {
    const result = contactFormSchema.safeParse({
      name: ' ',
      phone: '',
      email: '',
      message: '',
      contact_form_type_id: '',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({
      name: 'Requerido.',
      phone: 'Requerido.',
      email: 'Requerido.',
      message: 'Requerido.',
      contact_form_type_id: 'Requerido',
    });
  });

  it('rejects an invalid e-mail', () => {
    const result = contactFormSchema.safeParse({
      name: 'A',
      phone: '1',
      email: 'no-es-mail',
      message: 'x',
      contact_form_type_id: '1',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Debe ser un email valido.']);
  });

  it('builds the payload with the fixed title; the message escaped like every send to the endpoint', () => {
    expect(
      toContactPayload({
        name: ' Ana ',
        phone: '11 5555-0000',
        email: 'ana@example.com',
        message: ' Hola <b>equipo</b>\nGracias ',
        contact_form_type_id: '3',
      }),
    ).toEqual({
      name: 'Ana',
      title: 'Formulario de Contactos General',
      phone: '11 5555-0000',
      message: '<p>Hola &lt;b&gt;equipo&lt;/b&gt;<br>Gracias</p>',
      email: 'ana@example.com',
      contact_form_type_id: 3,
    });
  });
});
