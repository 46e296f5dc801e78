import { z } from 'zod/mini';
import { idText, optionalText } from '@/lib/zod';

/** Spec 02 §3: the member of the login response, kept as the signed-in user. */
export const memberSchema = z.object({
  full_name: z.string(),
  personal_id_type: idText(),
  personal_id: idText(),
  born_date: optionalText(),
  address: optionalText(),
  email: optionalText(),
  phone: optionalText(),
  cellphone: optionalText(),
  membership_number: idText(),
  plan: optionalText(),
});

export type Member = z.infer<typeof memberSchema>;

/** Every query that holds member data starts with this key, so sign-out can remove them all at once. */
export const MEMBER_QUERY_ROOT = 'member';
