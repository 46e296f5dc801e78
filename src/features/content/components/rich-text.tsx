import { Fragment } from 'react';
import { Anchor } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { ExternalLink } from '@/components/external-link';
import { onlineAppointments, trackBooking } from '@/components/layout/navigation';
import type { Inline, RichText as RichTextValue } from '../types';

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return <>{piece}</>;
  switch (piece.kind) {
    case 'strong':
      return <strong>{piece.text}</strong>;
    case 'link':
      return (
        <AnchorLink underline="always" to={piece.to}>
          {piece.text}
        </AnchorLink>
      );
    case 'external':
      return (
        <ExternalLink
          underline="always"
          href={piece.href}
          onClick={piece.href === onlineAppointments.href ? trackBooking('content') : undefined}
        >
          {piece.text}
        </ExternalLink>
      );
    case 'tel':
      return (
        <Anchor underline="always" href={`tel:${piece.tel}`}>
          {piece.text}
        </Anchor>
      );
    case 'mail':
      return (
        <Anchor underline="always" href={`mailto:${piece.email}`}>
          {piece.text}
        </Anchor>
      );
    case 'document':
      return (
        <Anchor underline="always" href={piece.href} download>
          {piece.text}
          <span className="visually-hidden"> (PDF)</span>
        </Anchor>
      );
  }
}

/** Renders plain text or a run of inline pieces (links, emphasis). */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((piece, i) => (
        <Fragment key={i}>
          <InlinePiece piece={piece} />
        </Fragment>
      ))}
    </>
  );
}
