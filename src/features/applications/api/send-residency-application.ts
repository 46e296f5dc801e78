import { mutationOptions } from '@tanstack/react-query';
import { api, requestNoContent } from '@/lib/http';
import { buildResidencyBody } from '../payloads';
import type { ResidencyFormValues } from '../schemas';

/**
 * PUT /api/admin/medical_residence_mail with the residency JSON (spec 02 §3, built by
 * buildResidencyBody). 200 or 204 is success; the body is not read (spec 02 §7). No retry:
 * the endpoint sends an e-mail, and a retried timeout could send the application twice.
 */
export async function sendResidencyApplication(body: Blob): Promise<void> {
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

/** Encodes the files (part of the pending state) and sends; errors are told by the catalogue's 'residencySend'. */
export const sendResidencyMutation = () =>
  mutationOptions({
    mutationKey: ['applications', 'residency-send'],
    mutationFn: async (values: ResidencyFormValues) => sendResidencyApplication(await buildResidencyBody(values)),
    meta: { call: 'residencySend' },
  });
