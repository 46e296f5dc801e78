import { Container, Text } from '@mantine/core';
import { ButtonLink } from '@/components/links';
import { documentTitle } from '@/lib/page-head';
import { PageTitle } from './page-title';

export function NotFoundPage() {
  return (
    <Container size="md" py="xl">
      <title>{documentTitle('Página no encontrada')}</title>
      <PageTitle>La página no existe</PageTitle>
      <Text mb="lg">La dirección que buscás no existe o cambió de lugar. Revisá el enlace o volvé al inicio.</Text>
      <ButtonLink to="/">Volver al inicio</ButtonLink>
    </Container>
  );
}
