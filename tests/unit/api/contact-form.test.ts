import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  contactTextMessage,
  contactValueMessage,
  findContactType,
  joinContactMessage,
  normalizeLabel,
  type ContactFormType,
} from '@/api/contact-form';

describe('contact types by keyword', () => {
  const types: ContactFormType[] = [
    { id: 1, name: 'Solicitud de arrepentimiento', loggedin: 0 },
    { id: 2, name: 'Solicitud de Información', loggedin: 1 },
    { id: 3, name: 'Actualización de datos personales', loggedin: 1 },
    { id: 5, name: 'Trabajá con nosotros', loggedin: 0 },
    { id: 9, name: 'Pedido de credencial', loggedin: 1 },
    { id: 12, name: 'Sugerencias y mejoras', loggedin: 1 },
    { id: 13, name: 'AUTORIZACIONES médicas', loggedin: 1 },
    { id: 14, name: 'Autorizaciones', loggedin: 0 },
  ];
  it('lowercases and strips accents', () => {
    expect(normalizeLabel('Actualización ÑANDÚ')).toBe('actualizacion nandu');
    expect(normalizeLabel('Trabajá con Nosotros')).toBe('trabaja con nosotros');
  });
  it('finds the type by keyword, preferring the members’ type', () => {
    expect(findContactType(types, 'solicitud')?.id).toBe(2);
    expect(findContactType(types, 'actualizacion')?.id).toBe(3);
    expect(findContactType(types, 'pedido')?.id).toBe(9);
    expect(findContactType(types, 'sugerencias')?.id).toBe(12);
    expect(findContactType(types, 'trabaja')?.id).toBe(5);
    expect(findContactType(types, 'prestador')).toBeUndefined();
  });
  it('prefers the audience asked for', () => {
    expect(findContactType(types, 'trabaja', 0)?.id).toBe(5);
    expect(findContactType(types, 'autorizaciones', 1)?.id).toBe(13);
    expect(findContactType(types, 'autorizaciones', 0)?.id).toBe(14);
  });
});

describe('the message of every send to the contact endpoint: HTML, the person’s text escaped', () => {
  it('typed text is one paragraph, escaped, its line breaks kept as <br>', () => {
    expect(contactTextMessage('  Hola <script>alert("x")</script> & chau\r\nSegunda línea\n ')).toBe(
      '<p>Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; chau<br>Segunda línea</p>',
    );
  });

  it('a value picked from a list is the whole message: escaped, with no markup around it', () => {
    expect(contactValueMessage('Enfermería')).toBe('Enfermería');
    expect(contactValueMessage(' Otros ')).toBe('Otros');
    expect(contactValueMessage('I+D <Labs> & "Co"')).toBe('I+D &lt;Labs&gt; &amp; &quot;Co&quot;');
  });

  it('our markup stays; every value put into it is escaped, numbers included', () => {
    const name = `O'Brien <b>`;
    expect(contactMessage`<p><strong>Nombre:</strong> ${name} (${42})</p>`).toBe(
      '<p><strong>Nombre:</strong> O&#39;Brien &lt;b&gt; (42)</p>',
    );
  });

  it('parts join in order, escaped once', () => {
    expect(joinContactMessage([contactMessage`<ul>`, contactMessage`<li>${'a & b'}</li>`, contactMessage`</ul>`])).toBe(
      '<ul><li>a &amp; b</li></ul>',
    );
  });
});
