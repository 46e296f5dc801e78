import { FIELD_LIMITS } from '@/api/field-limits';
import type { Member } from '@/api/member/member';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { freeTextMessage } from '../lib/paperwork-message';
import { messageFormSchema, type MessageFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkForm } from './use-paperwork-form';

type Props = {
  member: Member;
  keyword: 'solicitud' | 'sugerencias';
  title: string;
  label: string;
  onSent: () => void;
};

/** Information request and suggestions: one required message. */
export function MessageForm({ member, keyword, title, label, onSent }: Props) {
  const { form, frame } = usePaperworkForm<MessageFormValues>({
    member,
    keyword,
    title,
    schema: messageFormSchema,
    defaultValues: { message: '', replyEmail: '' },
    labels: { message: label },
    idPrefix: keyword,
    message: freeTextMessage,
    onSent,
  });

  return (
    <PaperworkFormFrame {...frame}>
      <CountedTextarea maxLength={FIELD_LIMITS.longText} withAsterisk rows={5} {...form.countedText('message')} />
    </PaperworkFormFrame>
  );
}
