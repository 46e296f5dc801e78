import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { track } from '@/lib/analytics';
import { isApiError } from '@/lib/api-error';
import { restoreDraft, saveDraft } from '@/lib/form-draft-owners';
import { clearDraft } from '@/lib/form-drafts';
import { SENT_MESSAGE } from '@/config/messages';
import { notify } from '@/lib/notify';
import type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
import type { SendNoticeState } from './send-notice';
import { useSendOnce } from './use-send-once';

/** What `field(name)` spreads on a plain input: its registration, id, label and inline error. */
export type FieldBinding<N extends string = string> = UseFormRegisterReturn<N> & {
  id: string;
  label: string;
  error: string | undefined;
  /** Mantine sets it on most inputs, not on PasswordInput's. */
  'aria-invalid': boolean | undefined;
};

/** Each field's visible label, in the order the fields appear: the summary lists them in this order. */
export type FieldLabels<T extends FieldValues> = Partial<Record<Path<T>, string>>;

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
  draft?: { owner: string; path: string };
};

type SendOptions = {
  /** After a success and its toast: reset the form, leave the page, show a receipt… */
  onSent?: () => unknown;
  /** The success toast: 'Mensaje enviado exitosamente.' unless the send says it otherwise (null: none). */
  sentMessage?: string | null;
};

/** A field's message; a list field (file slots) reports its first item's, e.g. the required first file. */
function messageOf(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { message?: string } | Array<{ message?: string } | undefined> | undefined;
  if (!error) return undefined;
  if (!Array.isArray(error) && error.message) return error.message;
  return (error as Array<{ message?: string } | undefined>)[0]?.message ?? (error as { message?: string }).message;
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
  const [restored] = useState(() => (draft ? restoreDraft(idPrefix, draft.owner) : undefined));
  // Once the fields show the draft, storage lets it go (after the commit: a render thrown away keeps it).
  useEffect(() => {
    if (restored) clearDraft(idPrefix);
  }, [restored, idPrefix]);
  const form: UseFormReturn<T> = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: restored ? ({ ...defaultValues, ...restored } as DefaultValues<T>) : defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The summary takes the focus, not the first field.
    shouldFocusError: false,
  });
  const sendOnce = useSendOnce();
  const [notice, setNotice] = useState<SendNoticeState>(restored ? 'restored' : null);
  const lastSubmission = useRef<() => Promise<void>>(undefined);
  const [failed, setFailed] = useState<{ names: Array<Path<T>>; attempt: number }>({ names: [], attempt: 0 });
  const { errors } = form.formState;

  const fieldId = (field: Path<T>) => `${idPrefix}-${field.replaceAll('.', '-')}`;
  const label = (field: Path<T>) => labels[field] ?? field;
  const error = (field: Path<T>) => messageOf(errors, field);

  const order = Object.keys(labels) as Array<Path<T>>;
  const summaryItems: ErrorSummaryItem[] = failed.names.flatMap((field) => {
    const message = error(field);
    return message ? [{ id: fieldId(field), label: label(field), message }] : [];
  });

  const binding = (field: Path<T>): FieldBinding<Path<T>> => ({
    ...form.register(field),
    id: fieldId(field),
    label: label(field),
    error: error(field),
    'aria-invalid': error(field) ? true : undefined,
  });

  const send =
    (sendValues: (values: T) => Promise<unknown>, { onSent, sentMessage = SENT_MESSAGE }: SendOptions) =>
    (event?: BaseSyntheticEvent) =>
      sendOnce(() =>
        form.handleSubmit(
          async (values) => {
            setFailed((prev) => ({ names: [], attempt: prev.attempt }));
            setNotice(null);
            if (draft) saveDraft(idPrefix, draft.owner, draft.path, values);
            try {
              await sendValues(values);
            } catch (error) {
              // Told by the error catalogue; the form keeps every value. A 401 keeps the draft for the next session.
              if (draft && !(isApiError(error) && error.status === 401)) clearDraft(idPrefix);
              if (isApiError(error) && error.kind === 'unconfirmed') setNotice('unconfirmed');
              track('form_sent', { form: name, outcome: 'failed' });
              return;
            }
            if (draft) clearDraft(idPrefix);
            track('form_sent', { form: name, outcome: 'sent' });
            if (sentMessage) notify.success(sentMessage);
            await onSent?.();
          },
          (invalid) => {
            // In screen order; a field without a label (there should be none) still gets its line, last.
            const unlabelled = (Object.keys(invalid) as Array<Path<T>>).filter((field) => !order.includes(field));
            const names = [...order, ...unlabelled].filter((field) => messageOf(invalid, field));
            setFailed((prev) => ({ names, attempt: prev.attempt + 1 }));
          },
        )(event),
      );

  /** The form's onSubmit. After a send that may have arrived, Enviar first asks: a second send is deliberate. */
  const submit =
    (sendValues: (values: T) => Promise<unknown>, options: SendOptions = {}) =>
    (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      lastSubmission.current = () => send(sendValues, options)();
      if (notice === 'unconfirmed' || notice === 'asking') {
        setNotice('asking');
        return;
      }
      void send(sendValues, options)(event);
    };

  const sendNotice = {
    state: notice,
    onResend: () => void lastSubmission.current?.(),
    onWait: () => setNotice('unconfirmed'),
  };

  return {
    ...form,
    /** Registration, id, label and inline error of a plain input: `<TextInput {...field('email')} />`. */
    field: binding,
    /** A plain input's binding and the form's control, for a CountedTextarea (it counts as the value changes). */
    countedText: (field: Path<T>) => ({ ...binding(field), control: form.control }),
    /** What a controlled field (FormSelect, BirthDateInput) needs: `<FormSelect {...controlled('tipdoc')} />`. */
    controlled: (field: Path<T>) => ({ control: form.control, name: field, id: fieldId(field), label: label(field) }),
    /** The list field of file slots, with its error under the first slot: `<FormFileSlots {...fileSlots('files')} />`. */
    fileSlots: (field: Path<T>) => ({ control: form.control, name: field, id: fieldId(field), error: error(field) }),
    fieldId,
    label,
    error,
    summary: { items: summaryItems, attempt: failed.attempt, notice: sendNotice } satisfies ErrorSummaryProps,
    submit,
  };
}
