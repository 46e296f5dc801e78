import { describe, expect, it } from 'vitest';
import { findContactType, normalizeLabel } from '@/api/contact-form';

describe('contact types by keyword (spec 02 §3)', () => {
  const types = [
    { id: 1, name: 'Solicitud de arrepentimiento', loggedin: 0 as const },
    { id: 2, name: 'Solicitud de Información', loggedin: 1 as const },
    { id: 3, name: 'Actualización de datos personales', loggedin: 1 as const },
  ];
  it('lowercases and strips accents', () => {
    expect(normalizeLabel('Actualización ÑANDÚ')).toBe('actualizacion nandu');
  });
  it('prefers the members’ type', () => {
    expect(findContactType(types, 'solicitud')?.id).toBe(2);
    expect(findContactType(types, 'actualizacion')?.id).toBe(3);
    expect(findContactType(types, 'trabaja')).toBeUndefined();
  });
});
