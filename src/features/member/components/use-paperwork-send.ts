import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactFormTypesQueryOptions,
  findContactType,
  useSendContactFormMutation,
  type ContactKeyword,
} from '@/api/contact-form';
import type { Member } from '@/api/member/member';
import { useSendOnce } from '@/components/forms/use-send-once';

const emailSchema = z.email();

export type ReplyEmailField = { value: string; onChange: (value: string) => void };

/**
 * A paperwork form's send (spec 02 §7): JSON to the contact endpoint, with the members' (loggedin 1) contact type
 * whose label contains the keyword. Name, e-mail and phone are the member's own; what the form says goes in the
 * message. On 200 the SENT_MESSAGE toast and `onSent`. The contact endpoint requires an e-mail: a member with none
 * on file is asked for one (`replyEmail`).
 */
export function usePaperworkSend(member: Member, keyword: ContactKeyword, title: string, onSent: () => void) {
  const types = useQuery(contactFormTypesQueryOptions());
  const contactType = types.data ? findContactType(types.data, keyword, 1) : undefined;
  const mutation = useSendContactFormMutation('memberFormSend');
  const [replyEmail, setReplyEmail] = useState('');
  const needsReplyEmail = !member.email.trim();

  const sendOnce = useSendOnce(
    (message: string) =>
      mutation.mutateAsync({
        name: member.full_name,
        title,
        message,
        email: needsReplyEmail ? replyEmail.trim() : member.email,
        phone: member.phone || member.cellphone,
        contact_form_type_id: contactType!.id,
      }),
    { onSent },
  );

  const send = (message: string) => {
    if (!contactType) return;
    if (needsReplyEmail && !emailSchema.safeParse(replyEmail.trim()).success) return;
    void sendOnce(message);
  };
  return {
    send,
    submitting: mutation.isPending,
    ready: Boolean(contactType),
    missingType: types.isSuccess && !contactType,
    replyEmail: needsReplyEmail
      ? ({ value: replyEmail, onChange: setReplyEmail } satisfies ReplyEmailField)
      : undefined,
  };
}

export function replyEmailError(value: string): string | undefined {
  if (!value.trim()) return 'Requerido.';
  return emailSchema.safeParse(value.trim()).success ? undefined : 'Debe ser un email valido.';
}
