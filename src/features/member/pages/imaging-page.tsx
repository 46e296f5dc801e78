import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { imagingStudiesQueryOptions } from '@/api/member/imaging';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState } from '@/components/list-states';
import { ImagingTable } from '../components/imaging-table';

const panel = getRouteApi('/panel');

/** /panel/imagenes (spec 02 §2): the member's imaging studies. */
export function ImagingPage() {
  const { member } = panel.useRouteContext();
  const { data: studies } = useSuspenseQuery(imagingStudiesQueryOptions(member));
  return (
    <>
      <PageTitle>Imágenes</PageTitle>
      {studies.length === 0 ? <EmptyState>No se encontro nada.</EmptyState> : <ImagingTable studies={studies} />}
    </>
  );
}
