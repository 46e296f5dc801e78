import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { laboratoryQueryOptions } from '@/api/member/laboratory';
import { PageTitle } from '@/components/layout/page-title';
import { familyGroupOn } from '@/config/api-features';
import { actedFor, titleFor } from '../acting';
import { LaboratoryFrame } from '../components/laboratory-frame';
import { memberMeta } from '../page-meta';

const panel = getRouteApi('/panel');

/** /panel/laboratorios: the member's laboratory site, framed (or that of the child the holder looks after). */
export function LaboratoryPage() {
  const { acting } = panel.useRouteContext();
  // Whom the holder looks after, with the family group (a build without it leaves the family code out).
  const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;
  const familiar = familyGroup ? actedFor(acting) : undefined;
  const title = familyGroup
    ? titleFor(acting, memberMeta.laboratory.title, 'Laboratorios')
    : memberMeta.laboratory.title;
  const { data: link } = useSuspenseQuery(laboratoryQueryOptions(familiar));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text mb="md">
        Para ver un resultado, tildá el casillero del estudio y hacé clic en <strong>Descargar</strong>.
      </Text>
      <LaboratoryFrame link={link} />
    </>
  );
}
