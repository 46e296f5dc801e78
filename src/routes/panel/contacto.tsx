import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { MemberContact } from '@/features/member/components/member-contact';

export const Route = createFileRoute('/panel/contacto')({
  head: () => ({
    meta: [{ title: 'Contacto | Salud Plena' }, { name: 'description', content: 'Cómo comunicarte con Salud Plena.' }],
  }),
  component: () => (
    <>
      <PageTitle>Contacto</PageTitle>
      <MemberContact />
    </>
  ),
});
