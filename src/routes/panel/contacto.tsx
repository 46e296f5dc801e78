import { createFileRoute } from '@tanstack/react-router';
import { MemberContactPage } from '@/features/member/pages/member-contact-page';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/contacto')({
  head: () => pageHead({ title: 'Contacto', description: 'Cómo comunicarte con Salud Plena.' }),
  component: MemberContactPage,
});
