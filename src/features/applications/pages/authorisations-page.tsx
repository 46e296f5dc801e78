import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AuthorisationForm } from '../components/authorisation-form';
import { authorisationsMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/** /panel/autorizaciones: the member comes from the panel's guard (router context). */
export function AuthorisationsPage() {
  const { member } = panel.useRouteContext();
  return (
    <>
      <PageTitle>{authorisationsMeta.title}</PageTitle>
      <Text mb="md">
        Completá el formulario y adjuntá la orden médica para solicitar la autorización de estudios y prácticas.
      </Text>
      <AuthorisationForm member={member} />
    </>
  );
}
