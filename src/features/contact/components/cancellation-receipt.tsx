import { Fragment, useEffect, useRef } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { ReceiptData } from '@/components/forms/receipt-data';
import { site } from '@/config/site';
import { CANCELLATION_REQUESTS, formatSentAt, type CancellationReceiptData } from '../cancellation';
import classes from './cancellation-receipt.module.css';

/**
 * The proof of a sent cancellation or withdrawal request: what was asked, the data sent, when, and what happens
 * next; printable (or savable as PDF) on its own. Its heading takes the focus when it replaces the form.
 */
export function CancellationReceipt({ receipt }: { receipt: CancellationReceiptData }) {
  const request = CANCELLATION_REQUESTS[receipt.reason];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={classes.receipt} aria-labelledby="comprobante-titulo" data-receipt>
      <Title order={2} id="comprobante-titulo" ref={heading} tabIndex={-1} mb="sm">
        Recibimos tu {request.title.toLowerCase()}
      </Title>
      <Text mb="md">
        {site.brand} te va a responder por correo electrónico con un número de trámite. Guardá este comprobante hasta
        recibirlo.
      </Text>
      <ReceiptData>
        <dt>Solicitud</dt>
        <dd>{request.requested}</dd>
        <dt>Fecha y hora</dt>
        <dd>
          <time dateTime={receipt.sentAt.toISOString()}>{formatSentAt(receipt.sentAt)}</time>
        </dd>
        {receipt.fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </Fragment>
        ))}
      </ReceiptData>
      <Button mt="lg" className={classes.noPrint} onClick={() => window.print()}>
        Imprimir o guardar comprobante
      </Button>
    </section>
  );
}
