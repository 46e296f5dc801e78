import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { track } from '@/lib/analytics';
import { isApiError } from '@/lib/api-error';
import { saveDraft } from '@/lib/form-draft-owners';
import { clearDraft } from '@/lib/form-drafts';
import { SENT_MESSAGE } from '@/config/messages';
import { notify } from '@/lib/notify';
import type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
import { fieldBindings, messageOf, type FieldLabels } from './field-bindings';
import { useRestoredDraft, type DraftOwner } from './use-restored-draft';
import { useSendNotice } from './use-send-notice';
import { useSendOnce } from './use-send-once';

type Options<T extends FieldValues> = {
  schema: $ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  labels: FieldLabels<T>;
  /** Prefix of the fields' ids ('contacto' → 'contacto-email'), unique on the page. */
  idPrefix: string;
  /** The form's name in the `form_sent` analytics event. */
  name: string;
  /**
   * A member's form (its owner, the page's path): its text fields are kept while a send is under way and survive a
   * session that ends during it (src/lib/form-drafts.ts); back on the form, the owner's draft fills them again.
   */
  draft?: DraftOwner;
};

type SendOptions = {
  /** After a success and its toast: reset the form, leave the page, show a receipt… */
  onSent?: () => unknown;
  /** The success toast: 'Mensaje enviado exitosamente.' unless the send says it otherwise (null: none). */
  sentMessage?: string | null;
};

/** The fields a failed submit found wrong, in screen order (a field without a label, there should be none, last). */
function failedInOrder<T extends FieldValues>(invalid: FieldErrors<T>, labels: FieldLabels<T>): Array<Path<T>> {
  const order = Object.keys(labels) as Array<Path<T>>;
  const unlabelled = (Object.keys(invalid) as Array<Path<T>>).filter((field) => !order.includes(field));
  return [...order, ...unlabelled].filter((field) => messageOf(invalid, field));
}

/**
 * One form the GOV.UK / NHS way: nothing is validated on blur, so nothing moves under the pointer between a
 * field and the send button; the whole form is validated on submit, then each field again as it changes.
 * A failed submit fills the error summary (`<ErrorSummary {...form.summary} />`), which takes the focus.
 * `form.submit(send)` is the form's onSubmit: one submission at a time (useSendOnce), the success toast, a
 * `form_sent` event, and every value kept when the send fails (its toast comes from the error catalogue).
 */
export function useErrorSummaryForm<T extends FieldValues>({
  schema,
  defaultValues,
  labels,
  idPrefix,
  name,
  draft,
}: Options<T>) {
  const start = useRestoredDraft<T>(idPrefix, draft, defaultValues);
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: start.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The summary takes the focus, not the first field.
    shouldFocusError: false,
  });
  const fields = fieldBindings(form, idPrefix, labels);
  const sendOnce = useSendOnce();
  const notice = useSendNotice(start.restored ? 'restored' : null);
  const [failed, setFailed] = useState<{ names: Array<Path<T>>; attempt: number }>({ names: [], attempt: 0 });

  const summaryItems: ErrorSummaryItem[] = failed.names.flatMap((field) => {
    const message = fields.error(field);
    return message ? [{ id: fields.fieldId(field), label: fields.label(field), message }] : [];
  });

  const sendValid = async (values: T, sendValues: (values: T) => Promise<unknown>, options: SendOptions) => {
    const { onSent, sentMessage = SENT_MESSAGE } = options;
    setFailed((prev) => ({ names: [], attempt: prev.attempt }));
    notice.setNotice(null);
    if (draft) saveDraft(idPrefix, draft.owner, draft.path, values);
    try {
      await sendValues(values);
    } catch (error) {
      // Told by the error catalogue; the form keeps every value. A 401 keeps the draft for the next session.
      if (draft && !(isApiError(error) && error.status === 401)) clearDraft(idPrefix);
      if (isApiError(error) && error.kind === 'unconfirmed') notice.setNotice('unconfirmed');
      track('form_sent', { form: name, outcome: 'failed' });
      return;
    }
    if (draft) clearDraft(idPrefix);
    track('form_sent', { form: name, outcome: 'sent' });
    if (sentMessage) notify.success(sentMessage);
    await onSent?.();
  };

  const send = (sendValues: (values: T) => Promise<unknown>, options: SendOptions) => (event?: BaseSyntheticEvent) =>
    sendOnce(() =>
      form.handleSubmit(
        (values) => sendValid(values, sendValues, options),
        (invalid) => setFailed((prev) => ({ names: failedInOrder(invalid, labels), attempt: prev.attempt + 1 })),
      )(event),
    );

  /** The form's onSubmit. After a send that may have arrived, Enviar first asks: a second send is deliberate. */
  const submit =
    (sendValues: (values: T) => Promise<unknown>, options: SendOptions = {}) =>
    (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      notice.submit(
        () => send(sendValues, options)(event),
        () => send(sendValues, options)(),
      );
    };

  return {
    ...form,
    ...fields,
    summary: { items: summaryItems, attempt: failed.attempt, notice: notice.props } satisfies ErrorSummaryProps,
    submit,
  };
}
