import { createFileRoute } from '@tanstack/react-router';
import { MemberContactPage } from '@/features/member/pages/member-contact-page';
import { memberMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/contacto')({
  head: () => pageHead(memberMeta.memberContact),
  component: MemberContactPage,
});
