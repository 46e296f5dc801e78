import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut, type SignOutReason } from './sign-out';

/**
 * The session ends in every tab (sign-out.ts) and this one opens the home page: 'Cerrar sesión' ('member', the
 * default), the idle sign-out ('idle') and the end of the session's lifetime ('lifetime').
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (reason: Exclude<SignOutReason, 'server'> = 'member') => {
      signOut(queryClient, reason);
      void navigate({ to: '/' });
    },
    [queryClient, navigate],
  );
}
