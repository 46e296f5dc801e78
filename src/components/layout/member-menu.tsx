import { Button, Menu } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@/lib/sign-out';
import { useSession } from '@/lib/use-session';
import { ButtonLink } from '@/components/links';

/** 'Ingrese' for visitors; the member's name with 'Mi cuenta' and 'Cerrar sesión' when a token exists. */
export function MemberMenu() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!token) {
    return (
      <ButtonLink to="/login" variant="filled">
        Ingrese
      </ButtonLink>
    );
  }

  const handleSignOut = () => {
    signOut(queryClient);
    void navigate({ to: '/' });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" aria-label={`Menú de ${user?.full_name ?? 'socio'}`}>
          {user?.full_name ?? 'Mi cuenta'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item renderRoot={(props) => <Link to="/panel" {...props} />}>Mi cuenta</Menu.Item>
        <Menu.Item onClick={handleSignOut}>Cerrar sesión</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
