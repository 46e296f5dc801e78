import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from './sign-out';

/** 'Cerrar sesión' as the member menu does it: the session ends (sign-out.ts) and the home page opens. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (options: { announce?: boolean } = {}) => {
      signOut(queryClient, options);
      void navigate({ to: '/' });
    },
    [queryClient, navigate],
  );
}
