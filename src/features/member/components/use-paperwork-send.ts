import { SENT_MESSAGE } from '@/lib/error-catalogue';
import { notify } from '@/lib/notify';
import type { ContactKeyword } from '@/lib/contact-form';
import type { Member } from '@/lib/member';
import { useContactType, useSendMemberForm } from '../api/send-member-form';

/** Contact type by keyword + the send; on 200 the SENT_MESSAGE toast and `onSent`. */
export function usePaperworkSend(member: Member | null, keyword: ContactKeyword, title: string, onSent: () => void) {
  const contactType = useContactType(keyword);
  const mutation = useSendMemberForm(member, contactType.type?.id);
  const send = (message: string) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { title, message },
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
  };
}
