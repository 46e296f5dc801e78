import { useQueryClient } from '@tanstack/react-query';
import { useLoginMutation } from '@/api/member/login';
import { memberKeys } from '@/api/member/member';
import { notify } from '@/lib/notify';
import { sessionStore } from './session-store';

/** Logs in, keeps token + member in the session and welcomes the member. */
export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  return useLoginMutation({
    onSuccess: ({ access_token, member }) => {
      // Nothing of a previous member may survive into this session.
      queryClient.removeQueries({ queryKey: memberKeys.all });
      sessionStore.signIn(access_token, member);
      notify.success(`Bienvenido ${member.full_name}`.trim());
      onSignedIn();
    },
  });
}
