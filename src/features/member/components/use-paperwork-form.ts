import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { DefaultValues, Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import {
  contactFormTypesQueryOptions,
  findContactType,
  useSendContactFormMutation,
  type ContactMessage,
  type ContactKeyword,
} from '@/api/contact-form';
import { memberSenderName, type Member } from '@/api/member/member';
import type { FieldLabels } from '@/components/forms/field-bindings';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import type { PaperworkFrameProps } from './paperwork-form-frame';

/** Every paperwork form has the reply e-mail field; it is asked for (and required) only when needed. */
type WithReplyEmail = { replyEmail: string };
const REPLY_EMAIL = 'replyEmail';

type Options<T extends WithReplyEmail> = {
  member: Member;
  keyword: ContactKeyword;
  title: string;
  /** The form's schema for a member who does (false) or does not (true) need to give a reply e-mail. */
  schema: (needsReplyEmail: boolean) => $ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  labels: FieldLabels<T>;
  idPrefix: string;
  /** The message the form's values compose (HTML, values escaped). */
  message: (values: T) => ContactMessage;
  onSent: () => void;
};

/**
 * A paperwork form: its fields (useErrorSummaryForm) and its send, JSON to the contact endpoint
 * with the members' (loggedin 1) contact type whose label contains the keyword. Name, e-mail and phone are the
 * member's own; what the form says goes in the message. The contact endpoint requires an e-mail: a member with
 * none on file is asked for one (`replyEmail`). On 200 the SENT_MESSAGE toast and `onSent`.
 */
export function usePaperworkForm<T extends WithReplyEmail>(options: Options<T>) {
  const { member, keyword, title } = options;
  const types = useQuery(contactFormTypesQueryOptions());
  const contactType = types.data ? findContactType(types.data, keyword, 1) : undefined;
  const mutation = useSendContactFormMutation('memberFormSend');
  const needsReplyEmail = !member.email.trim();
  const path = useLocation({ select: (location) => location.pathname });

  const form = useErrorSummaryForm<T>({
    schema: options.schema(needsReplyEmail),
    defaultValues: options.defaultValues,
    labels: { ...options.labels, [REPLY_EMAIL]: 'Correo electrónico para la respuesta' },
    idPrefix: options.idPrefix,
    name: options.idPrefix,
    // The text survives a session that ends during the send (src/lib/form-drafts.ts).
    draft: { owner: member.personal_id, path },
  });

  const onSubmit = form.submit(
    (values) => {
      if (!contactType) return Promise.reject(new Error('No contact type for this form.'));
      return mutation.mutateAsync({
        name: memberSenderName(member),
        title,
        message: options.message(values),
        email: needsReplyEmail ? values.replyEmail.trim() : member.email,
        phone: member.phone || member.cellphone,
        contact_form_type_id: contactType.id,
      });
    },
    { onSent: options.onSent },
  );

  const frame: PaperworkFrameProps = {
    label: title,
    onSubmit,
    submitting: mutation.isPending,
    ready: Boolean(contactType),
    // Also when the types could not be loaded: the button is disabled, and this says why.
    missingType: !types.isPending && !contactType,
    summary: form.summary,
    replyEmail: needsReplyEmail ? form.field(REPLY_EMAIL as Path<T>) : undefined,
  };
  return { form, frame };
}
