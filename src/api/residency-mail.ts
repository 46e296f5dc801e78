import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { filesFitInOneSend } from '@/lib/files';
import { upload, useUploadProgress } from '@/lib/upload';

export const RESIDENCY_TITLE = 'Residencias Médicas';

/** The JSON PUT /api/admin/medical_residence_mail takes. */
export const residencyPayloadSchema = z.object({
  title: z.literal(RESIDENCY_TITLE),
  speciality: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  telephone: z.string().check(z.minLength(1)),
  email: z.email(),
  doc_type: z.string().check(z.minLength(1)),
  dni: z.string().check(z.minLength(1)),
  birthdate: z.string(), // DD-MM-YYYY
  country: z.string(),
  address: z.string(),
  university: z.string(),
  average: z.string(),
  cellphone: z.string(),
  file_name: z.string().check(z.minLength(1)),
  file_ext: z.string(),
  cv: z.string().check(z.minLength(1)),
  attachment02: z.optional(z.string()),
  attachment03: z.optional(z.string()),
  attachment04: z.optional(z.string()),
  file_name_02: z.optional(z.string()),
  file_name_03: z.optional(z.string()),
  file_name_04: z.optional(z.string()),
  file_ext_02: z.optional(z.string()),
  file_ext_03: z.optional(z.string()),
  file_ext_04: z.optional(z.string()),
});
export type ResidencyPayload = z.infer<typeof residencyPayloadSchema>;

/** The residency endpoint answers 422/401 with { data: { message } }. */
export const residencyErrorSchema = z.object({ data: z.object({ message: z.string() }) });

/**
 * PUT /api/admin/medical_residence_mail with the residency JSON. 200 or 204 is success; the body is
 * not read. Through src/lib/upload.ts (progress, no fixed timeout, no retry: the endpoint sends an e-mail, and a
 * repeated send could send the application twice).
 */
function sendResidencyMail(body: Blob, onProgress?: (share: number) => void): Promise<void> {
  return upload({
    method: 'PUT',
    path: 'api/admin/medical_residence_mail',
    body,
    contentType: 'application/json',
    onProgress,
  }).then(() => undefined);
}

/** What the residency form sends: its files (checked before encoding) and the encoding of the whole JSON body. */
export type ResidencySend = { files: ReadonlyArray<File | null>; encode: () => Promise<Blob> };

/**
 * The send; the encoding of the files' base64 is part of it, so the form shows it as pending. Files that cannot
 * fit in one send fail before anything is encoded. Failures are told by the catalogue's 'residencySend'.
 */
export function useSendResidencyMailMutation() {
  const progress = useUploadProgress();
  const mutation = useMutation({
    mutationKey: ['residency-mail'],
    mutationFn: async ({ files, encode }: ResidencySend) => {
      const sizes = files.filter((file): file is File => file !== null).map((file) => file.size);
      if (!filesFitInOneSend(sizes, 'base64')) throw new ApiError({ status: 0, kind: 'too-large' });
      await sendResidencyMail(await encode(), progress.report);
    },
    onSettled: progress.reset,
    meta: { call: 'residencySend' },
  });
  /** The share of the body uploaded, in %, while it uploads. */
  return { ...mutation, uploadPercent: progress.percent };
}
