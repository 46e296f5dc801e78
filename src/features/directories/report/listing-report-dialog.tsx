import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ReceiptData } from '@/components/forms/receipt-data';
import type { Listing } from '../results/listing';
import { sentAtText, type ListingReportReceipt } from './listing-report';
import { ListingReportForm } from './listing-report-form';
import { useListingReport } from './use-listing-report';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

type Props = { listing: Listing; reportLabel: string; onClose: () => void };

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
 * endpoint (useListingReport), naming the listing; then a dated receipt.
 */
export function ListingReportDialog({ listing, reportLabel, onClose }: Props) {
  const report = useListingReport(listing, reportLabel);
  return (
    <Modal
      opened
      onClose={onClose}
      title="¿Algún dato está mal?"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {report.receipt ? (
        <ReportReceipt receipt={report.receipt} onClose={onClose} />
      ) : (
        <ListingReportForm listing={listing} report={report} onClose={onClose} />
      )}
    </Modal>
  );
}
