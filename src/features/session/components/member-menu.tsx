import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '@/components/links';
import { LazyMenu } from '@/components/layout/lazy-menu';
import { signOut } from '../sign-out';
import { useSession } from '../use-session';

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
    <LazyMenu
      menu={{ position: 'bottom-end' }}
      button={{
        variant: 'light',
        'aria-label': `Menú de ${user?.full_name ?? 'socio'}`,
        children: user?.full_name ?? 'Mi cuenta',
      }}
      items={[
        { label: 'Mi cuenta', to: '/panel' },
        { label: 'Cerrar sesión', onClick: handleSignOut },
      ]}
    />
  );
}
