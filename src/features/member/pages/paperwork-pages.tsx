import type { ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { Member } from '@/api/member/member';
import { PageTitle } from '@/components/layout/page-title';
import { CredentialRequestForm } from '../components/credential-request-form';
import { DataUpdateForm } from '../components/data-update-form';
import { MessageForm } from '../components/message-form';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

type FormProps = { member: Member; onSent: () => void };

/** A paperwork screen: its title and its form; a successful send returns to /panel/tramites. */
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
  return (
    <PaperworkPage title={memberMeta.credentialRequest.title} form={(props) => <CredentialRequestForm {...props} />} />
  );
}

/** /panel/tramites/actualizacion-datos-personales */
export function DataUpdatePage() {
  return <PaperworkPage title={memberMeta.dataUpdate.title} form={(props) => <DataUpdateForm {...props} />} />;
}

/** The two free-text procedures: one message, and what it is about. */
function messagePage(keyword: 'solicitud' | 'sugerencias', title: string, label: string) {
  return function MessagePage() {
    return (
      <PaperworkPage
        title={title}
        form={(props) => <MessageForm {...props} keyword={keyword} title={title} label={label} />}
      />
    );
  };
}

/** /panel/tramites/solicitud-informacion */
export const InformationRequestPage = messagePage(
  'solicitud',
  memberMeta.informationRequest.title,
  '¿Qué información necesitás?',
);

/** /panel/tramites/sugerencias-mejoras */
export const SuggestionsPage = messagePage('sugerencias', memberMeta.suggestions.title, 'Tu sugerencia');
