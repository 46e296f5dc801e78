import type { ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { Member } from '@/api/member/member';
import { PageTitle } from '@/components/layout/page-title';
import { CredentialRequestForm } from '../components/credential-request-form';
import { DataUpdateForm } from '../components/data-update-form';
import { MessageForm } from '../components/message-form';

const panel = getRouteApi('/panel');

type FormProps = { member: Member; onSent: () => void };

/** A paperwork screen: its title and its form; a successful send returns to /panel/tramites (spec 02 §4). */
function PaperworkPage({ title, form }: { title: string; form: (props: FormProps) => ReactNode }) {
  const { member } = panel.useRouteContext();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {form({ member, onSent: () => void navigate({ to: '/panel/tramites' }) })}
    </>
  );
}

/** /panel/tramites/pedido-credencial */
export function CredentialRequestPage() {
  return <PaperworkPage title="Pedido de credencial" form={(props) => <CredentialRequestForm {...props} />} />;
}

/** /panel/tramites/actualizacion-datos-personales */
export function DataUpdatePage() {
  return <PaperworkPage title="Actualización de datos personales" form={(props) => <DataUpdateForm {...props} />} />;
}

/** /panel/tramites/solicitud-informacion */
export function InformationRequestPage() {
  return (
    <PaperworkPage
      title="Solicitud de información"
      form={(props) => (
        <MessageForm
          {...props}
          keyword="solicitud"
          title="Solicitud de información"
          label="¿Qué información necesitás?"
        />
      )}
    />
  );
}

/** /panel/tramites/sugerencias-mejoras */
export function SuggestionsPage() {
  return (
    <PaperworkPage
      title="Sugerencias y mejoras"
      form={(props) => (
        <MessageForm {...props} keyword="sugerencias" title="Sugerencias y mejoras" label="Tu sugerencia" />
      )}
    />
  );
}
