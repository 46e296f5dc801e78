import { createFileRoute } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { useSession } from '@/lib/use-session';
import { AuthorisationForm } from '@/features/applications/components/authorisation-form';

export const Route = createFileRoute('/panel/autorizaciones')({
  head: () => ({
    meta: [
      { title: 'Autorizaciones | Salud Plena' },
      { name: 'description', content: 'Solicitá la autorización de estudios y prácticas.' },
    ],
  }),
  component: AuthorisationsPage,
});

function AuthorisationsPage() {
  // The panel layout's guard lets only a signed-in member get here.
  const { user: member } = useSession();
  return (
    <>
      <PageTitle>Autorizaciones</PageTitle>
      <Text mb="md">
        Completá el formulario y adjuntá la orden médica para solicitar la autorización de estudios y prácticas.
      </Text>
      {member && <AuthorisationForm member={member} />}
    </>
  );
}
