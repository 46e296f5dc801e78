import { mutationOptions } from '@tanstack/react-query';
import { api, requestNoContent } from '@/lib/http';
import { buildResidencyPayload } from '../payloads';
import type { ResidencyFormValues, ResidencyPayload } from '../schemas';

/** PUT /api/admin/medical_residence_mail. 200 or 204 is success; the body is not read (spec 02 §7). */
export function sendResidencyApplication(payload: ResidencyPayload): Promise<void> {
  return requestNoContent(() => api.put('api/admin/medical_residence_mail', { json: payload }));
}

/** Encodes the files (part of the pending state) and sends; errors are told by the catalogue's 'residencySend'. */
export const sendResidencyMutation = () =>
  mutationOptions({
    mutationKey: ['applications', 'residency-send'],
    mutationFn: async (values: ResidencyFormValues) => sendResidencyApplication(await buildResidencyPayload(values)),
    meta: { call: 'residencySend' },
  });
