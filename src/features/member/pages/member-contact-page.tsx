import { PageTitle } from '@/components/layout/page-title';
import { MemberContact } from '../components/member-contact';
import { memberMeta } from '../page-meta';

/** /panel/contacto: address, phones and an e-mail. */
export function MemberContactPage() {
  return (
    <>
      <PageTitle>{memberMeta.memberContact.title}</PageTitle>
      <MemberContact />
    </>
  );
}
