import { useMutation, useQuery } from '@tanstack/react-query';
import { contactFormTypesQuery, findContactType, sendContactForm, type ContactKeyword } from '@/lib/contact-form';
import type { Member } from '@/lib/member';

export type MemberFormRequest = {
  /** The form's name, sent as the title. */
  title: string;
  /** The assembled, escaped HTML message. */
  message: string;
  /** Where to answer, when the member has no e-mail on file. */
  replyEmail?: string;
};

/**
 * The contact type of a paperwork form, found by keyword among the members' (loggedin 1) types.
 * `type` is undefined while loading or when no type matches.
 */
export function useContactType(keyword: ContactKeyword) {
  const types = useQuery(contactFormTypesQuery());
  return { isSuccess: types.isSuccess, type: types.data ? findContactType(types.data, keyword, 1) : undefined };
}

/** Sends a paperwork form through the contact endpoint as JSON (spec 02 §7). */
export function useSendMemberForm(member: Member | null, contactTypeId: number | undefined) {
  return useMutation({
    mutationFn: (request: MemberFormRequest) => {
      if (!member || contactTypeId === undefined) return Promise.reject(new Error('No contact type or member'));
      return sendContactForm({
        name: member.full_name,
        title: request.title,
        message: request.message,
        // Name, e-mail and phone are the member's own; what the form changes goes in the message.
        email: request.replyEmail ?? member.email,
        phone: member.phone || member.cellphone,
        contact_form_type_id: contactTypeId,
      });
    },
    meta: { call: 'memberFormSend' },
  });
}
