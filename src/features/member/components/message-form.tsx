import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@mantine/core';
import { formFields } from '@/components/forms/form-fields';
import type { Member } from '@/api/member/member';
import { freeTextMessage } from '../lib/paperwork-message';
import { messageFormSchema, type MessageFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkSend } from './use-paperwork-send';

type Props = {
  member: Member;
  keyword: 'solicitud' | 'sugerencias';
  title: string;
  label: string;
  onSent: () => void;
};

/** Information request and suggestions: one required message (spec 02 §5). */
export function MessageForm({ member, keyword, title, label, onSent }: Props) {
  const sender = usePaperworkSend(member, keyword, title, onSent);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MessageFormValues>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { message: '' },
    mode: 'onTouched',
  });
  const field = formFields(register, errors);

  return (
    <PaperworkFormFrame
      label={title}
      onSubmit={handleSubmit((values) => sender.send(freeTextMessage(values)))}
      submitting={sender.submitting}
      ready={sender.ready}
      missingType={sender.missingType}
      replyEmail={sender.replyEmail}
    >
      <Textarea label={label} withAsterisk rows={5} {...field('message')} />
    </PaperworkFormFrame>
  );
}
