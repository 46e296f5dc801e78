import { Link } from '@tanstack/react-router';
import { buttonClass, ui } from '@/components/plain-ui';
import { LazyMenu } from '@/components/layout/lazy-menu';
import { useSession } from '../use-session';
import { useSignOut } from '../use-sign-out';

/** 'Ingrese' for visitors; the member's name with 'Mi cuenta' and 'Cerrar sesión' when a token exists. */
export function MemberMenu() {
  const { token, user } = useSession();
  const signOut = useSignOut();

  if (!token) {
    return (
      <Link to="/login" className={buttonClass()}>
        Ingrese
      </Link>
    );
  }

  return (
    <LazyMenu
      menu={{ position: 'bottom-end' }}
      button={{
        className: buttonClass({ variant: 'light' }),
        'aria-label': `Menú de ${user?.full_name.trim() || 'socio'}`,
        // A long name is cut with an ellipsis on a phone; the aria-label keeps it whole.
        children: <span className={ui.truncate}>{user?.full_name.trim() || 'Mi cuenta'}</span>,
      }}
      items={[
        { label: 'Mi cuenta', to: '/panel' },
        { label: 'Cerrar sesión', onClick: () => signOut() },
      ]}
    />
  );
}
