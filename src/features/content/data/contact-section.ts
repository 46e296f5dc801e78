import type { Section } from '../types';

type Contact = {
  email: string;
  phone: { readonly display: string; readonly tel: string };
  address: string;
  hours?: string;
};

/** A page's 'Contacto' section: its e-mail, phone and address, and its office hours where it has them. */
export function contactSection({ email, phone, address, hours }: Contact): Section {
  return {
    id: 'contacto',
    title: 'Contacto',
    blocks: [
      {
        type: 'definitions',
        items: [
          { term: 'Correo electrónico', description: [{ kind: 'mail', text: email, email }] },
          { term: 'Teléfono', description: [{ kind: 'tel', text: phone.display, tel: phone.tel }] },
          { term: 'Dirección', description: address },
          ...(hours ? [{ term: 'Horario de atención', description: hours }] : []),
        ],
      },
    ],
  };
}
