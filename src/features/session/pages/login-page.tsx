import { Container, Paper, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { LoginForm } from '../components/login-form';
import { loginMeta } from '../page-meta';

/** /login (spec 02 §2): the hint for first-time members and the form; a success goes to /panel. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Container size={480} py="xl">
      <PageTitle>{loginMeta.title}</PageTitle>
      <Text mb="lg">Si es la primera vez que ingresás, escribí tu número de documento también como contraseña.</Text>
      <Paper withBorder p="lg" radius="md">
        <LoginForm onSignedIn={() => void navigate({ to: '/panel' })} />
      </Paper>
    </Container>
  );
}
