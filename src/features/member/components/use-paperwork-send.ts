import { useState } from 'react';
import { z } from 'zod';
import { SENT_MESSAGE } from '@/lib/error-catalogue';
import { notify } from '@/lib/notify';
import type { ContactKeyword } from '@/lib/contact-form';
import type { Member } from '@/lib/member';
import { useContactType, useSendMemberForm } from '../api/send-member-form';

const emailSchema = z.email();

export type ReplyEmailField = { value: string; onChange: (value: string) => void };

/**
 * Contact type by keyword + the send; on 200 the SENT_MESSAGE toast and `onSent`.
 * The contact endpoint requires an e-mail: a member with none on file is asked for one (`replyEmail`).
 */
export function usePaperworkSend(member: Member | null, keyword: ContactKeyword, title: string, onSent: () => void) {
  const contactType = useContactType(keyword);
  const mutation = useSendMemberForm(member, contactType.type?.id);
  const [replyEmail, setReplyEmail] = useState('');
  const needsReplyEmail = Boolean(member && !member.email.trim());

  const send = (message: string) => {
    if (mutation.isPending) return;
    if (needsReplyEmail && !emailSchema.safeParse(replyEmail.trim()).success) return;
    mutation.mutate(
      { title, message, ...(needsReplyEmail ? { replyEmail: replyEmail.trim() } : {}) },
      {
        onSuccess: () => {
          notify.success(SENT_MESSAGE);
          onSent();
        },
      },
    );
  };
  return {
    send,
    submitting: mutation.isPending,
    ready: Boolean(member && contactType.type),
    missingType: contactType.isSuccess && !contactType.type,
    replyEmail: needsReplyEmail
      ? ({ value: replyEmail, onChange: setReplyEmail } satisfies ReplyEmailField)
      : undefined,
  };
}

export function replyEmailError(value: string): string | undefined {
  if (!value.trim()) return 'Requerido.';
  return emailSchema.safeParse(value.trim()).success ? undefined : 'Debe ser un email valido.';
}
