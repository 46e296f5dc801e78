import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { laboratoryQueryOptions } from '@/api/member/laboratory';
import { PageTitle } from '@/components/layout/page-title';
import { LaboratoryFrame } from '../components/laboratory-frame';
import { memberMeta } from '../page-meta';

/** /panel/laboratorios: the member's laboratory site, framed. */
export function LaboratoryPage() {
  const { data: link } = useSuspenseQuery(laboratoryQueryOptions());
  return (
    <>
      <PageTitle>{memberMeta.laboratory.title}</PageTitle>
      <Text mb="md">
        Para ver un resultado, tildá el casillero del estudio y hacé clic en <strong>Descargar</strong>.
      </Text>
      <LaboratoryFrame link={link} />
    </>
  );
}
