import { createFileRoute } from '@tanstack/react-router';
import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { laboratoryQuery } from '@/features/member/api/get-laboratory';
import { LaboratoryFrame } from '@/features/member/components/laboratory-frame';
import { useLeaveOnError } from './-components/use-leave-on-error';

export const Route = createFileRoute('/panel/laboratorios')({
  head: () => ({
    meta: [{ title: 'Laboratorios | Salud Plena' }, { name: 'description', content: 'Tus resultados de laboratorio.' }],
  }),
  component: LaboratoryPage,
});

function LaboratoryPage() {
  const query = useQuery(laboratoryQuery());
  useLeaveOnError(query.isError);

  return (
    <>
      <PageTitle>Laboratorios</PageTitle>
      <Text mb="md">
        Para ver un resultado, tildá el casillero del estudio y hacé clic en <strong>Descargar</strong>.
      </Text>
      {query.isSuccess ? (
        <LaboratoryFrame link={query.data} />
      ) : (
        <Skeleton height={720} aria-busy="true">
          <span className="visually-hidden">Cargando…</span>
        </Skeleton>
      )}
    </>
  );
}
