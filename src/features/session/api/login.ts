import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import { sessionStore } from '@/lib/session-store';
import { notify } from '@/lib/notify';
import { loginResponseSchema, type LoginPayload, type LoginResponse } from '../schemas';

/** POST /api/web/member/login → access token and member (spec 02 §7). */
export function login(payload: LoginPayload): Promise<LoginResponse> {
  return requestJson(loginResponseSchema, () => api.post('api/web/member/login', { json: payload }));
}

/** Logs in, keeps token + member in the session and welcomes the member (spec 02 §4, §8). */
export function useLoginMutation(options: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { call: 'login' },
    onSuccess: ({ access_token, member }) => {
      // Nothing of a previous member may survive into this session.
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      sessionStore.signIn(access_token, member);
      notify.success(`Bienvenido ${member.full_name}`);
      options.onSignedIn?.();
    },
  });
}
