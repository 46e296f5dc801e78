import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { familyGroupOn } from '@/config/api-features';
import { SELF, type Acting } from '@/features/member/acting';
import { parseActingSearch } from '@/features/member/acting-search';
import { memberMeta } from '@/features/member/page-meta';
import { PanelLayout } from '@/features/member/pages/panel-layout';
import { requireMember } from '@/features/session/guards';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel')({
  // The family group's `?familiar=`, kept by every panel link; a build without the feature has no search here.
  validateSearch: (familyGroupOn ? parseActingSearch : undefined) as typeof parseActingSearch,
  search: familyGroupOn ? { middlewares: [retainSearchParams(['familiar'])] } : undefined,
  // The one check of the member (and of whom they look after): the pages below read both from the context.
  beforeLoad: ({ location, search, context: { queryClient } }) => {
    const { member } = requireMember({ location });
    const self = { member, acting: SELF as Acting };
    if (!(__API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn) || search.familiar === undefined) return self;
    const familiar = search.familiar;
    return import('@/features/member/lib/acting').then(async ({ resolveActing }) => ({
      member,
      acting: await resolveActing(queryClient, member, familiar),
    }));
  },
  head: () => pageHead(memberMeta.panel, { noindex: true }),
  component: PanelLayout,
});
