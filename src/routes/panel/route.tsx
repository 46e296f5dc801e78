import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { familyGroupOn } from '@/config/api-features';
import type { Acting } from '@/features/member/acting';
import { parseActingSearch, type ActingSearch } from '@/features/member/acting-search';
import { panelMeta } from '@/features/member/page-meta';
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
  if (familiar === undefined) return { member, acting: { status: 'self' } };
  return import('@/features/member/lib/acting').then(async ({ resolveActing }) => ({
    member,
    acting: await resolveActing(queryClient, member, familiar),
  }));
}

/** The family group's `?familiar=`, kept by every panel link. */
const actingSearch = () => ({
  validateSearch: parseActingSearch,
  search: { middlewares: [retainSearchParams<ActingSearch>(['familiar'])] },
});
/**
 * A build without the family group spreads an empty object: no search option at all
 * (docs/decisions/family-group.md).
 */
const familySearch = (__API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn ? actingSearch() : {}) as ReturnType<
  typeof actingSearch
>;

// The feature's literal is written in each option, not held in a constant both split and unsplit options read: the
// router's code splitter moves such a constant into a module of its own, where the bundler cannot fold it.
export const Route = createFileRoute('/panel')({
  ...familySearch,
  // The one check of the member (and of whom they look after): the pages below read both from the context.
  beforeLoad: (__API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
    ? guardActing
    : ({ location }) => requireMember({ location })) as typeof guardActing,
  head: () => pageHead(panelMeta, { noindex: true }),
  component: PanelLayout,
});
