import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { familyGroupOn } from '@/config/api-features';
import { SELF, type Acting } from '@/features/member/acting';
import { parseActingSearch, type ActingSearch } from '@/features/member/acting-search';
import { memberMeta } from '@/features/member/page-meta';
import { PanelLayout } from '@/features/member/pages/panel-layout';
import { requireMember } from '@/features/session/guards';
import type { Member } from '@/api/member/member';
import type { QueryClient } from '@tanstack/react-query';
import { pageHead } from '@/lib/page-head';

type Guarded = { member: Member; acting: Acting };

/** With the family group: the member, and whom they look after (`?familiar=`), checked against the group. */
function guardActing({
  location,
  search,
  context: { queryClient },
}: {
  location: { pathname: string };
  search: ActingSearch;
  context: { queryClient: QueryClient };
}): Guarded | Promise<Guarded> {
  const { member } = requireMember({ location });
  const familiar = search.familiar;
  if (familiar === undefined) return { member, acting: SELF };
  return import('@/features/member/lib/acting').then(async ({ resolveActing }) => ({
    member,
    acting: await resolveActing(queryClient, member, familiar),
  }));
}

const familyGroup = __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn;

export const Route = createFileRoute('/panel')({
  // The family group's `?familiar=`, kept by every panel link; a build without the feature has none of it here.
  validateSearch: (familyGroup ? parseActingSearch : undefined) as typeof parseActingSearch,
  search: familyGroup ? { middlewares: [retainSearchParams<ActingSearch>(['familiar'])] } : undefined,
  // The one check of the member (and of whom they look after): the pages below read both from the context.
  beforeLoad: (familyGroup ? guardActing : ({ location }) => requireMember({ location })) as typeof guardActing,
  head: () => pageHead(memberMeta.panel, { noindex: true }),
  component: PanelLayout,
});
