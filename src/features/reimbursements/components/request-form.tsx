import { useState } from 'react';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { Path } from 'react-hook-form';
import {
  createReimbursement,
  type CreateOutcome,
  type NewReimbursement,
  type ReimbursementDetail,
} from '@/api/member/reimbursements';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { ErrorSummary } from '@/components/forms/error-summary';
import { SentForm } from '@/components/forms/form-body';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { SubmitRow } from '@/components/forms/submit-row';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { formatArgentineAmount, parseArgentineAmount } from '../lib/amount';
import { normalisedAccount } from '../lib/bank-account';
import { cuitDigits } from '../lib/cuit';
import type { Photo } from '../lib/prepare-photo';
import { readReceiptQr, type ReceiptQr } from '../lib/receipt-qr';
import { newRequestKey } from '../lib/request-key';
import {
  COMMENT_MAX,
  INVOICE_TYPES,
  requestFormSchema,
  SERVICE_TYPES,
  type RequestFormValues,
} from '../lib/request-schema';
import { DuplicateReceipt } from './duplicate-receipt';
import { Notice } from './notice';
import { UploadField, type UploadedFile } from './upload-field';
import '@mantine/core/styles/Fieldset.css';

const FORM_ID = 'reintegro';
/** The fields ARCA's QR fills. */
const QR_FIELDS = ['cuit', 'invoiceType', 'pointOfSale', 'number', 'date', 'amount'] as const;
type QrField = (typeof QR_FIELDS)[number];
type QrReading = { outcome: 'filled'; fields: QrField[] } | Exclude<ReceiptQr, { outcome: 'found' }> | null;

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
    labels: {
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
    },
    idPrefix: FORM_ID,
    name: 'reimbursement',
    draft: { owner, path },
  });
  const [qr, setQr] = useState<QrReading>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: ({ request, key }: { request: NewReimbursement; key: string }): Promise<CreateOutcome> =>
      createReimbursement(request, key),
    meta: { call: 'reimbursementSend' },
  });

  const fileValue = (id: Path<RequestFormValues>, name: Path<RequestFormValues>): UploadedFile | null => {
    const fileId = form.watch(id);
    return fileId ? { id: fileId, name: form.watch(name) } : null;
  };
  const setFile =
    (id: 'invoiceFileId' | 'orderFileId', name: 'invoiceFileName' | 'orderFileName') => (next: UploadedFile | null) => {
      form.setValue(id, next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
      form.setValue(name, next?.name ?? '');
    };

  const readReceipt = async (file: File, photo: Photo | null) => {
    const read = await readReceiptQr(file, photo);
    if (read.outcome !== 'found') {
      setQr(read);
      return;
    }
    const { invoice } = read;
    const filled: Partial<Record<QrField, string>> = {
      cuit: invoice.cuit,
      pointOfSale: String(invoice.pointOfSale),
      number: String(invoice.number),
      date: invoice.date,
      amount: formatArgentineAmount(invoice.amount),
    };
    if (invoice.letter === 'A' || invoice.letter === 'B' || invoice.letter === 'C') filled.invoiceType = invoice.letter;
    const fields = QR_FIELDS.filter((field) => filled[field] !== undefined);
    fields.forEach((field) =>
      form.setValue(field, filled[field] as string, { shouldValidate: true, shouldDirty: true }),
    );
    setQr({ outcome: 'filled', fields });
  };

  const fromQr = (field: QrField) =>
    qr?.outcome === 'filled' && qr.fields.includes(field) ? 'Completado con el código QR de la factura.' : undefined;

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
        <Fieldset legend="La factura">
          <Stack gap="md">
            <UploadField
              id={form.fieldId('invoiceFileId')}
              label="Factura o recibo"
              required
              value={fileValue('invoiceFileId', 'invoiceFileName')}
              onChange={setFile('invoiceFileId', 'invoiceFileName')}
              upload={{ kind: 'factura', onChosen: readReceipt }}
              error={form.error('invoiceFileId')}
              disabled={pending}
            />
            <UploadField
              id={form.fieldId('orderFileId')}
              label="Orden médica (opcional)"
              upload={{ kind: 'orden_medica' }}
              value={fileValue('orderFileId', 'orderFileName')}
              onChange={setFile('orderFileId', 'orderFileName')}
              disabled={pending}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Datos de la factura">
          <Stack gap="md">
            <QrNotice reading={qr} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                withAsterisk
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
                placeholder="30-12345678-9"
                description={fromQr('cuit')}
                {...form.field('cuit')}
              />
              <NativeSelect
                withAsterisk
                description={fromQr('invoiceType')}
                data={[
                  { value: '', label: 'Elegí el tipo' },
                  ...INVOICE_TYPES.map((letter) => ({ value: letter, label: `Factura ${letter}` })),
                ]}
                {...form.field('invoiceType')}
              />
              <TextInput
                withAsterisk
                inputMode="numeric"
                maxLength={5}
                description={fromQr('pointOfSale')}
                {...form.field('pointOfSale')}
              />
              <TextInput
                withAsterisk
                inputMode="numeric"
                maxLength={8}
                description={fromQr('number')}
                {...form.field('number')}
              />
              <TextInput withAsterisk type="date" description={fromQr('date')} {...form.field('date')} />
              <TextInput
                withAsterisk
                inputMode="decimal"
                autoComplete="off"
                leftSection="$"
                placeholder="12.345,67"
                description={fromQr('amount') ?? 'En pesos, por ejemplo 12.345,67.'}
                {...form.field('amount')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Qué fue">
          <Stack gap="md">
            <NativeSelect
              withAsterisk
              data={[{ value: '', label: 'Elegí el tipo de prestación' }, ...SERVICE_TYPES]}
              {...form.field('serviceType')}
            />
            <CountedTextarea maxLength={COMMENT_MAX} rows={3} {...form.countedText('comment')} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Dónde te depositamos">
          <TextInput
            withAsterisk
            autoComplete="off"
            maxLength={30}
            description={
              lastAccount && form.watch('account') === lastAccount
                ? 'Es la cuenta de tu último pedido; cambiala si querés que depositemos en otra.'
                : 'El CBU tiene 22 números; el alias, de 6 a 20 letras, números, puntos o guiones.'
            }
            {...form.field('account')}
          />
        </Fieldset>
      </Stack>
      <SubmitRow pending={pending} pendingText="Enviando el pedido…" />
      <Text size="sm" c="gray.7" mt="xs">
        Si se corta la conexión mientras se envía, lo volvemos a enviar sin crear un pedido repetido.
      </Text>
      <PersonalDataNotice />
    </SentForm>
  );
}

const WHY_NOT_READ: Record<Exclude<ReceiptQr['outcome'], 'found'>, string> = {
  none: 'No encontramos un código QR de ARCA que se pueda leer.',
  'pdf-locked': 'El PDF tiene contraseña, así que no pudimos leer su código QR.',
  'pdf-unreadable': 'No pudimos abrir el PDF para buscar su código QR.',
};

function QrNotice({ reading }: { reading: QrReading }) {
  if (!reading) return null;
  if (reading.outcome === 'filled')
    return (
      <Notice color="green" role="status" title="Leímos el código QR de la factura">
        Completamos el CUIT, el tipo, el punto de venta, el número, la fecha y el importe. Revisalos y corregilos si
        hace falta.
      </Notice>
    );
  return (
    <Notice color="gray" role="status" title="Completá los datos de la factura">
      {WHY_NOT_READ[reading.outcome]}
    </Notice>
  );
}
