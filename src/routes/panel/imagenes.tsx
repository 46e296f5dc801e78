import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { EmptyState, ListSkeleton } from '@/components/list-states';
import { useSession } from '@/lib/use-session';
import type { Member } from '@/lib/member';
import { imagingStudiesQuery } from '@/features/member/api/get-imaging-studies';
import { ImagingTable } from '@/features/member/components/imaging-table';
import { useLeaveOnError } from './-components/use-leave-on-error';

export const Route = createFileRoute('/panel/imagenes')({
  head: () => ({
    meta: [{ title: 'Imágenes | Salud Plena' }, { name: 'description', content: 'Tus estudios por imágenes.' }],
  }),
  component: ImagingPage,
});

function ImagingPage() {
  const { user } = useSession();
  return (
    <>
      <PageTitle>Imágenes</PageTitle>
      {user ? <ImagingList member={user} /> : <ListSkeleton rows={4} height={52} />}
    </>
  );
}

function ImagingList({ member }: { member: Member }) {
  const query = useQuery(imagingStudiesQuery(member));
  useLeaveOnError(query.isError);
  if (query.isPending || query.isError) return <ListSkeleton rows={4} height={52} />;
  if (query.data.length === 0) return <EmptyState>No se encontro nada.</EmptyState>;
  return <ImagingTable studies={query.data} />;
}
