import { Button, Container, Group, Text } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/links';
import { PageTitle } from './page-title';

/** Any error a page throws ends here, with a way to try again; never a blank page. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="md" py="xl">
      <PageTitle>No pudimos mostrar esta página</PageTitle>
      <Text mb="lg">Lo sentimos, ha sucedido un error inesperado. Probá de nuevo en unos instantes.</Text>
      <Group>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Reintentar
        </Button>
        <ButtonLink to="/" variant="outline">
          Volver al inicio
        </ButtonLink>
      </Group>
    </Container>
  );
}
