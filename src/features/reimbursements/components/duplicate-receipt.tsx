import { Notice } from './notice';
import { Link } from '@tanstack/react-router';

/** The receipt was asked for already: which case has it. */
export function DuplicateReceipt({ caseId }: { caseId: string }) {
  return (
    <Notice color="yellow" role="alert" title={`Ya pediste el reintegro de esta factura: N.º ${caseId}`} mb="md">
      <Link to="/panel/reintegros/$id" params={{ id: caseId }}>
        Ver el pedido N.º {caseId}
      </Link>
    </Notice>
  );
}
