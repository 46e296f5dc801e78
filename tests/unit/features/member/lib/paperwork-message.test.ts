import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { credentialMessage, dataUpdateMessage, freeTextMessage } from '@/features/member/lib/paperwork-message';

const hostile = '<img src=x onerror="alert(1)">&\'';

describe('paperwork messages are HTML with every user value escaped', () => {
  it('credential request: name, reason, delivery and (home delivery) address', () => {
    const html = credentialMessage({
      name: hostile,
      motivo: 'Robo',
      radioGroup: 'Recibir en mi domicilio',
      address: '<b>Calle</b> 1',
    });
    expect(html).toContain('<p><strong>Nombre:</strong> &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</p>');
    expect(html).toContain('<p><strong>Motivo:</strong> Robo</p>');
    expect(html).toContain('<p><strong>Domicilio de entrega:</strong> &lt;b&gt;Calle&lt;/b&gt; 1</p>');
    expect(html).not.toContain('<img');
  });
  it('office pickup leaves the address out', () => {
    const html = credentialMessage({ name: 'Ana', motivo: 'Pérdida', radioGroup: 'Retirar por oficina', address: 'x' });
    expect(html).not.toContain('Domicilio de entrega');
  });
  it('data update: every field, the birth date in Spanish format, "-" for empty', () => {
    const html = dataUpdateMessage({
      address: hostile,
      email: 'a@b.co',
      phone: '',
      birthDate: '1983-05-14',
      comment: '',
    });
    expect(html).toContain('<p><strong>Fecha de nacimiento:</strong> 14/05/1983</p>');
    expect(html).toContain('<p><strong>Teléfono:</strong> -</p>');
    expect(html).not.toContain('<img');
  });
  it('free text keeps line breaks and escapes the rest', () => {
    expect(freeTextMessage({ message: 'Hola\n<script>x</script>' })).toBe(
      '<p>Hola<br>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
  it('no user text ever opens a tag', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = freeTextMessage({ message: text });
        const inner = html.slice(3, -4).replace(/<br>/g, '');
        expect(inner).not.toMatch(/[<>]/);
      }),
    );
  });
});
