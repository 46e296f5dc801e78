import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import {
  contactFormTypesQuery,
  findContactType,
  sendContactFormMultipart,
  type ContactKeyword,
} from '@/lib/contact-form';
import type { ApiCall } from '@/lib/error-catalogue';
import type { MultipartFields } from '../payloads';

/**
 * The contact type whose label contains the keyword (cached reference list). A missing
 * type is a failure like any other: the catalogue's fallback text is shown.
 */
export async function contactTypeId(
  queryClient: QueryClient,
  keyword: ContactKeyword,
  preferLoggedIn: 0 | 1,
): Promise<number> {
  const types = await queryClient.ensureQueryData(contactFormTypesQuery());
  const type = findContactType(types, keyword, preferLoggedIn);
  if (!type) {
    throw new ApiError({ status: 0, kind: 'parse', cause: new Error(`No contact form type matches "${keyword}".`) });
  }
  return type.id;
}

type Options<V> = {
  queryClient: QueryClient;
  keyword: ContactKeyword;
  preferLoggedIn: 0 | 1;
  call: ApiCall;
  build: (values: V, typeId: number) => MultipartFields;
};

/** POST /api/web/contact_form as multipart/form-data, with the contact type found by keyword. */
export const sendContactMultipartMutation = <V>({ queryClient, keyword, preferLoggedIn, call, build }: Options<V>) =>
  mutationOptions({
    mutationKey: ['applications', 'contact-send', keyword],
    mutationFn: async (values: V) => {
      const typeId = await contactTypeId(queryClient, keyword, preferLoggedIn);
      await sendContactFormMultipart(build(values, typeId));
    },
    meta: { call },
  });
