import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  contactTextMessage,
  findContactType,
  joinContactMessage,
  normalizeLabel,
} from '@/api/contact-form';

describe('contact types by keyword', () => {
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

describe('the message of every send to the contact endpoint: HTML, the person’s text escaped', () => {
  it('typed text is one paragraph, escaped, its line breaks kept as <br>', () => {
    expect(contactTextMessage('  Hola <script>alert("x")</script> & chau\r\nSegunda línea\n ')).toBe(
      '<p>Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; chau<br>Segunda línea</p>',
    );
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
