import { createFileRoute } from '@tanstack/react-router';
import { InformationRequestPage } from '@/features/member/pages/paperwork-pages';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/tramites/solicitud-informacion')({
  head: () => pageHead(memberMeta.informationRequest),
  component: InformationRequestPage,
});
