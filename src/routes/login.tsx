import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Container, Paper, Text } from '@mantine/core';
import { PageTitle } from '@/components/layout/page-title';
import { redirectIfSignedIn } from '@/features/session/guards';
import { LoginForm } from '@/features/session/components/login-form';

export const Route = createFileRoute('/login')({
  beforeLoad: () => redirectIfSignedIn(),
  head: () => ({
    meta: [
      { title: 'Ingreso de socios | Salud Plena' },
      { name: 'description', content: 'Ingresá al portal de socios de Salud Plena con tu tipo y número de documento.' },
    ],
  }),
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <Container size={480} py="xl">
      <PageTitle>Ingreso de socios</PageTitle>
      <Text mb="lg">Si es la primera vez que ingresás, escribí tu número de documento también como contraseña.</Text>
      <Paper withBorder p="lg" radius="md">
        <LoginForm onSignedIn={() => void navigate({ to: '/panel' })} />
      </Paper>
    </Container>
  );
}
