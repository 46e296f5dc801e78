import { mutationOptions } from '@tanstack/react-query';
import { sendContactForm, type ContactPayload } from '@/lib/contact-form';

/** POST /api/web/contact_form; failures are told by the error catalogue ('contactSend'). */
export const sendContactMutation = () =>
  mutationOptions({
    mutationKey: ['contact-send'],
    mutationFn: (payload: ContactPayload) => sendContactForm(payload),
    meta: { call: 'contactSend' },
  });
