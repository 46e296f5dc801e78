import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { memberSchema } from './member';

/** POST /api/web/member/login { numdoc, tipdoc, password } → access_token and member. */
export const loginResponseSchema = z.object({ access_token: z.string().check(z.minLength(1)), member: memberSchema });

export type LoginPayload = { numdoc: string; tipdoc: string; password: string };
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The login call; what a success does (keep the session) is the caller's. Failures: the catalogue's 'login'. */
export function useLoginMutation({ onSuccess }: { onSuccess: (response: LoginResponse) => void }) {
  return useMutation({
    mutationFn: (payload: LoginPayload) =>
      requestJson(loginResponseSchema, () => api.post('api/web/member/login', { json: payload })),
    meta: { call: 'login' },
    onSuccess,
  });
}
