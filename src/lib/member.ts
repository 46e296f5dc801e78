import { z } from 'zod/mini';

const text = z.pipe(z.nullish(z.string()), z.transform((v) => v ?? ''));
const idText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v == null ? '' : String(v))),
);

/** The login response's member, kept as the stored user (spec 02 §3). Shared by the session and the panel. */
export const memberSchema = z.object({
  full_name: z.string(),
  personal_id_type: idText,
  personal_id: idText,
  born_date: text,
  address: text,
  email: text,
  phone: text,
  cellphone: text,
  membership_number: idText,
  plan: text,
});

export type Member = z.infer<typeof memberSchema>;
