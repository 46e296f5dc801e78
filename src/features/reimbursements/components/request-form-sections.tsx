import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Path } from 'react-hook-form';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import type { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import type { Photo } from '../lib/prepare-photo';
import { COMMENT_MAX, INVOICE_TYPES, SERVICE_TYPES, type RequestFormValues } from '../lib/request-schema';
import { QrNotice } from './qr-notice';
import { UploadField, type UploadedFile } from './upload-field';
import type { QrReading, useReceiptQr } from './use-receipt-qr';
import '@mantine/core/styles/Fieldset.css';

/** The request form's parts: each a fieldset of 'Pedir un reintegro' (./request-form.tsx). */
type RequestForm = ReturnType<typeof useErrorSummaryForm<RequestFormValues>>;

/** The receipt (read from its QR code when chosen) and the medical order, each uploaded as soon as it is chosen. */
export function ReceiptFiles({
  form,
  pending,
  onReceipt,
}: {
  form: RequestForm;
  pending: boolean;
  onReceipt: (file: File, photo: Photo | null) => Promise<void>;
}) {
  const fileValue = (id: Path<RequestFormValues>, name: Path<RequestFormValues>): UploadedFile | null => {
    const fileId = form.watch(id);
    return fileId ? { id: fileId, name: form.watch(name) } : null;
  };
  const setFile =
    (id: 'invoiceFileId' | 'orderFileId', name: 'invoiceFileName' | 'orderFileName') => (next: UploadedFile | null) => {
      form.setValue(id, next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
      form.setValue(name, next?.name ?? '');
    };

  return (
    <Fieldset legend="La factura">
      <Stack gap="md">
        <UploadField
          id={form.fieldId('invoiceFileId')}
          label="Factura o recibo"
          required
          value={fileValue('invoiceFileId', 'invoiceFileName')}
          onChange={setFile('invoiceFileId', 'invoiceFileName')}
          upload={{ kind: 'factura', onChosen: onReceipt }}
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
  );
}

/** What the receipt says: filled from its QR code where it had one. */
export function InvoiceData({
  form,
  qr,
  fromQr,
}: {
  form: RequestForm;
  qr: QrReading;
  fromQr: ReturnType<typeof useReceiptQr>['fromQr'];
}) {
  return (
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
  );
}

/** What the visit was. */
export function WhatItWas({ form }: { form: RequestForm }) {
  return (
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
  );
}

/** Where the money goes: the account of the newest request offered again. */
export function WhereToDeposit({ form, lastAccount }: { form: RequestForm; lastAccount: string }) {
  return (
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
  );
}
