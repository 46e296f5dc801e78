import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contactFormTypesQueryOptions, useSendContactFormMutation } from '@/api/contact-form';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import type { Listing } from '../results/listing';
import {
  emptyListingReport,
  listingReportReceipt,
  listingReportSchema,
  listingReportType,
  toListingReportPayload,
  type ListingReportReceipt,
  type ListingReportValues,
} from './listing-report';

/** The report form's ids start with it. */
export const REPORT_ID = 'aviso-dato';

/**
 * A report of a wrong listing: sent through the contact endpoint with the public contact type about providers (or
 * general enquiries), naming the listing and its directory (`reportLabel`). The forms' error summary and send guard
 * (useErrorSummaryForm); then its receipt.
 */
export function useListingReport(listing: Listing, reportLabel: string) {
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
    idPrefix: REPORT_ID,
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

  return {
    form,
    onSubmit,
    receipt,
    pending: mutation.isPending,
    /** No public contact type to send it with (the list answered without one). */
    closed: types.isSuccess && !contactType,
    canSend: contactType !== undefined,
  };
}

export type ListingReport = ReturnType<typeof useListingReport>;
