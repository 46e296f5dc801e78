import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import {
  createReimbursement,
  type CreateOutcome,
  type NewReimbursement,
  type ReimbursementDetail,
} from '@/api/member/reimbursements';
import { ErrorSummary } from '@/components/forms/error-summary';
import type { FieldLabels } from '@/components/forms/field-bindings';
import { SentForm } from '@/components/forms/form-body';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { SubmitRow } from '@/components/forms/submit-row';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { parseArgentineAmount } from '../lib/amount';
import { normalisedAccount } from '../lib/bank-account';
import { cuitDigits } from '../lib/cuit';
import { newRequestKey } from '../lib/request-key';
import { requestFormSchema, type RequestFormValues } from '../lib/request-schema';
import { DuplicateReceipt } from './duplicate-receipt';
import { InvoiceData, ReceiptFiles, WhatItWas, WhereToDeposit } from './request-form-sections';
import { useReceiptQr } from './use-receipt-qr';

const FORM_ID = 'reintegro';

/** The fields' labels, as the form and its error summary name them. */
const LABELS = {
  invoiceFileId: 'Factura o recibo',
  orderFileId: 'Orden médica (opcional)',
  cuit: 'CUIT del prestador',
  invoiceType: 'Tipo de factura',
  pointOfSale: 'Punto de venta',
  number: 'Número',
  date: 'Fecha',
  amount: 'Importe',
  serviceType: 'Tipo de prestación',
  comment: 'Comentario (opcional)',
  account: 'CBU o alias',
} satisfies FieldLabels<RequestFormValues>;

const emptyValues = (account: string): RequestFormValues => ({
  invoiceFileId: '',
  invoiceFileName: '',
  orderFileId: '',
  orderFileName: '',
  cuit: '',
  invoiceType: '',
  pointOfSale: '',
  number: '',
  date: '',
  amount: '',
  serviceType: '',
  comment: '',
  account,
  requestKey: newRequestKey(),
});

function requestOf(values: RequestFormValues): NewReimbursement {
  return {
    invoice_file_id: values.invoiceFileId,
    ...(values.orderFileId ? { order_file_id: values.orderFileId } : {}),
    provider_cuit: cuitDigits(values.cuit),
    invoice_type: values.invoiceType as 'B' | 'C',
    point_of_sale: Number(values.pointOfSale),
    invoice_number: Number(values.number),
    invoice_date: values.date,
    amount: (parseArgentineAmount(values.amount) ?? 0).toFixed(2),
    service_type: values.serviceType,
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    account: normalisedAccount(values.account),
  };
}

type Props = {
  owner: string;
  /** The account of the member's newest request, offered again ('' when there is none). */
  lastAccount: string;
  onCreated: (created: ReimbursementDetail) => void;
};

/** 'Pedir un reintegro': the receipt (read from its QR when it has one), what it was, and where the money goes. */
export function RequestForm({ owner, lastAccount, onCreated }: Props) {
  const path = useLocation({ select: (location) => location.pathname });
  const form = useErrorSummaryForm<RequestFormValues>({
    schema: requestFormSchema,
    defaultValues: emptyValues(lastAccount),
    labels: LABELS,
    idPrefix: FORM_ID,
    name: 'reimbursement',
    draft: { owner, path },
  });
  const { qr, readReceipt, fromQr } = useReceiptQr((field, value) =>
    form.setValue(field, value, { shouldValidate: true, shouldDirty: true }),
  );
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: ({ request, key }: { request: NewReimbursement; key: string }): Promise<CreateOutcome> =>
      createReimbursement(request, key),
    meta: { call: 'reimbursementSend' },
  });

  const onSubmit = form.submit(
    async (values) => {
      setDuplicate(null);
      const outcome = await create.mutateAsync({ request: requestOf(values), key: values.requestKey });
      if (outcome.kind === 'duplicate') setDuplicate(outcome.existingId);
      else onCreated(outcome.case);
    },
    { sentMessage: null },
  );
  const pending = create.isPending;

  return (
    <SentForm onSubmit={onSubmit} aria-label="Pedido de reintegro">
      <ErrorSummary {...form.summary} />
      {duplicate && <DuplicateReceipt caseId={duplicate} />}
      <Stack gap="lg">
        <ReceiptFiles form={form} pending={pending} onReceipt={readReceipt} />
        <InvoiceData form={form} qr={qr} fromQr={fromQr} />
        <WhatItWas form={form} />
        <WhereToDeposit form={form} lastAccount={lastAccount} />
      </Stack>
      <SubmitRow pending={pending} pendingText="Enviando el pedido…" />
      <Text size="sm" c="gray.7" mt="xs">
        Si se corta la conexión mientras se envía, lo volvemos a enviar sin crear un pedido repetido.
      </Text>
      <PersonalDataNotice />
    </SentForm>
  );
}
