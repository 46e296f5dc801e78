import { Alert, Container, Paper, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { LoginForm } from '../components/login-form';
import { loginMeta } from '../page-meta';

const route = getRouteApi('/login');

/**
 * /login: the hint for first-time members and the form; a success goes to /panel, or back to the panel
 * page whose send the end of the session interrupted (`redirect`, src/features/session/guards.ts).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  return (
    <Container size={480} py="xl">
      <PageTitle>{loginMeta.title}</PageTitle>
      <Text mb="lg">Si es la primera vez que ingresás, escribí tu número de documento también como contraseña.</Text>
      {redirect && (
        <Alert color="blue" variant="light" role="status" mb="lg">
          Al ingresar volvés al formulario con lo que escribiste. Nada se envía hasta que toques Enviar.
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <LoginForm onSignedIn={() => void navigate({ to: redirect ?? '/panel' })} />
      </Paper>
    </Container>
  );
}
