import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, requestNoContent } from '@/lib/http';

export const RESIDENCY_TITLE = 'Residencias Médicas';

/** Spec 02 §3 and §7: the JSON PUT /api/admin/medical_residence_mail takes. */
export const residencyPayloadSchema = z.object({
  title: z.literal(RESIDENCY_TITLE),
  speciality: z.string().min(1),
  name: z.string().min(1),
  telephone: z.string().min(1),
  email: z.email(),
  doc_type: z.string().min(1),
  dni: z.string().min(1),
  birthdate: z.string(), // DD-MM-YYYY
  country: z.string(),
  address: z.string(),
  university: z.string(),
  average: z.string(),
  cellphone: z.string(),
  file_name: z.string().min(1),
  file_ext: z.string(),
  cv: z.string().min(1),
  attachment02: z.string().optional(),
  attachment03: z.string().optional(),
  attachment04: z.string().optional(),
  file_name_02: z.string().optional(),
  file_name_03: z.string().optional(),
  file_name_04: z.string().optional(),
  file_ext_02: z.string().optional(),
  file_ext_03: z.string().optional(),
  file_ext_04: z.string().optional(),
});
export type ResidencyPayload = z.infer<typeof residencyPayloadSchema>;

/** Spec 02 §8: the residency endpoint answers 422/401 with { data: { message } }. */
export const residencyErrorSchema = z.object({ data: z.object({ message: z.string() }) });

/**
 * Spec 02 §7: PUT /api/admin/medical_residence_mail with the residency JSON. 200 or 204 is success; the body is
 * not read. No retry: the endpoint sends an e-mail, and a retried timeout could send the application twice.
 */
export async function sendResidencyMail(body: Blob): Promise<void> {
  // Read asynchronously (no freeze); bytes also travel through every fetch (jsdom's Blob does not).
  const bytes = await body.arrayBuffer();
  return requestNoContent(() =>
    api.put('api/admin/medical_residence_mail', {
      body: bytes,
      headers: { 'content-type': 'application/json' },
      retry: 0,
    }),
  );
}

/**
 * The send; its variable may still be encoding (the files' base64), so the encoding is part of the pending state.
 * Failures are told by the catalogue's 'residencySend'.
 */
export function useSendResidencyMailMutation() {
  return useMutation({
    mutationKey: ['residency-mail'],
    mutationFn: async (body: Blob | Promise<Blob>) => sendResidencyMail(await body),
    meta: { call: 'residencySend' },
  });
}
