import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { contactFormTypesQueryOptions, useSendContactFormMutation } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { EmailInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { ReceiptData } from '@/components/forms/receipt-data';
import { FormBody, SentForm } from '@/components/forms/form-body';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { site } from '@/config/site';
import { fullAddress, type Listing } from '../results/listing';
import {
  emptyListingReport,
  listingReportReceipt,
  listingReportSchema,
  listingReportType,
  REPORT_PROBLEMS,
  sentAtText,
  toListingReportPayload,
  type ListingReportReceipt,
  type ListingReportValues,
} from './listing-report';
import classes from './listing-report-dialog.module.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';

type Props = { listing: Listing; reportLabel: string; onClose: () => void };

const ID = 'aviso-dato';

/** The receipt that replaces the form once the report is sent: what was reported, about which listing, when. */
function ReportReceipt({ receipt, onClose }: { receipt: ListingReportReceipt; onClose: () => void }) {
  return (
    <Stack gap="sm" data-receipt>
      <Text fw={700} role="status">
        Gracias: recibimos tu aviso.
      </Text>
      <ReceiptData>
        <dt>Sobre</dt>
        <dd>{receipt.listing.name}</dd>
        <dt>Qué está mal</dt>
        <dd>{receipt.problem}</dd>
        {receipt.comment && (
          <>
            <dt>Comentario</dt>
            <dd>{receipt.comment}</dd>
          </>
        )}
        <dt>Fecha y hora</dt>
        <dd>
          <time dateTime={receipt.sentAt.toISOString()}>{sentAtText(receipt.sentAt)}</time>
        </dd>
      </ReceiptData>
      <Text size="sm">
        {receipt.email
          ? `Lo revisamos y te respondemos a ${receipt.email}.`
          : 'Lo revisamos y corregimos la cartilla si hace falta.'}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Cerrar
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * '¿Algún dato está mal?': what is wrong, a comment and an optional e-mail for an answer, sent through the contact
 * endpoint with the public contact type about providers (or general enquiries), naming the listing. The forms'
 * error summary and send guard (useErrorSummaryForm); then a dated receipt.
 */
export function ListingReportDialog({ listing, reportLabel, onClose }: Props) {
  const types = useQuery(contactFormTypesQueryOptions());
  const contactType = types.data ? listingReportType(types.data) : undefined;
  const mutation = useSendContactFormMutation('contactSend');
  const [receipt, setReceipt] = useState<ListingReportReceipt | null>(null);
  const form = useErrorSummaryForm<ListingReportValues>({
    schema: listingReportSchema,
    defaultValues: emptyListingReport,
    labels: {
      problem: '¿Qué dato está mal?',
      comment: 'Comentario',
      email: 'Correo electrónico (opcional, si querés respuesta)',
    },
    idPrefix: ID,
    name: 'listing_report',
  });

  const onSubmit = form.submit(
    async (values) => {
      if (!contactType) throw new Error('No public contact type for a listing report.');
      const sent = listingReportReceipt(listing, values);
      await mutation.mutateAsync(toListingReportPayload(sent, contactType.id, reportLabel));
      setReceipt(sent);
    },
    { sentMessage: null },
  );

  const problemError = form.error('problem');
  const pending = mutation.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title="¿Algún dato está mal?"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {receipt ? (
        <ReportReceipt receipt={receipt} onClose={onClose} />
      ) : (
        <SentForm onSubmit={onSubmit} aria-label={`Avisar un dato incorrecto de ${listing.name}`}>
          <Text mb="sm">
            <strong>{listing.name}</strong>
            {listing.address && ` · ${fullAddress(listing)}`}
          </Text>
          <ErrorSummary {...form.summary} />
          {types.isSuccess && !contactType && (
            <Alert color="red" variant="light" role="alert" title="No es posible enviar el aviso" mb="md">
              En este momento no podemos recibirlo por este medio. Llamá a {site.phones.customerService.label} al{' '}
              {site.phones.customerService.display}.
            </Alert>
          )}
          <FormBody
            pending={pending}
            actionsJustify="flex-end"
            actions={
              <>
                <Button variant="default" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" loading={pending} disabled={!contactType}>
                  Enviar aviso
                </Button>
              </>
            }
          >
            <fieldset
              className={classes.fieldset}
              aria-describedby={problemError ? `${ID}-problem-error` : undefined}
              aria-invalid={problemError ? true : undefined}
            >
              <legend className={classes.legend}>
                {form.label('problem')} <span aria-hidden>*</span>
              </legend>
              <Stack gap="xs">
                {Object.entries(REPORT_PROBLEMS).map(([value, label], index) => (
                  <Radio
                    key={value}
                    value={value}
                    label={label}
                    {...form.register('problem')}
                    id={index === 0 ? form.fieldId('problem') : `${ID}-problem-${value}`}
                  />
                ))}
              </Stack>
              {problemError && (
                <Text id={`${ID}-problem-error`} c="red.8" size="sm" mt={4}>
                  {problemError}
                </Text>
              )}
            </fieldset>
            <CountedTextarea maxLength={FIELD_LIMITS.longText} autosize minRows={3} {...form.countedText('comment')} />
            <EmailInput maxLength={FIELD_LIMITS.email} {...form.field('email')} />
          </FormBody>
        </SentForm>
      )}
    </Modal>
  );
}
