import { Alert, Anchor } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import type { MoreauPart } from '@/api/member/moreau-path';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/list-states';
import { site } from '@/config/site';
import { familyGroupOn } from '@/config/api-features';
import { actedFor, titleFor } from '../acting';
import { ImagingTable } from '../components/imaging-table';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

const PART_NAMES: Record<MoreauPart, string> = {
  name: 'tu nombre',
  document: 'tu número de documento',
  birthDate: 'tu fecha de nacimiento',
};

/** "a", "a y b", "a, b y c". */
const listInWords = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} y ${words[words.length - 1]}`;

/** The imaging search needs the name, document and birth date: says which are missing from the member's record. */
function MissingRecordData({ missing }: { missing: MoreauPart[] }) {
  const phone = site.phones.customerService;
  return (
    <Alert variant="light" role="status" title="No podemos buscar tus estudios">
      Para buscar tus estudios de imágenes necesitamos {listInWords(missing.map((part) => PART_NAMES[part]))}, y
      {missing.length > 1 ? ' no figuran' : ' no figura'} en tus datos de socio. Comunicate con {phone.label} al{' '}
      <Anchor href={`tel:${phone.tel}`}>{phone.display}</Anchor> para completarlos.
    </Alert>
  );
}

/** /panel/imagenes: the member's imaging studies. */
export function ImagingPage() {
  const { member, acting } = panel.useRouteContext();
  // Whom the holder looks after, with the family group (a build without it leaves the family code out).
  const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;
  const familiar = familyGroup ? actedFor(acting) : undefined;
  const title = familyGroup ? titleFor(acting, memberMeta.imaging.title, 'Imágenes') : memberMeta.imaging.title;
  const {
    data: { studies, missing },
  } = useSuspenseQuery(imagingStudiesQueryOptions(member, familiar));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {missing.length > 0 ? (
        <MissingRecordData missing={missing} />
      ) : studies.length === 0 ? (
        <EmptyState>No se encontro nada.</EmptyState>
      ) : (
        <ImagingTable studies={studies} />
      )}
    </>
  );
}
