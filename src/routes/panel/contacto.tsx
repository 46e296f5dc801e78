import { createFileRoute } from '@tanstack/react-router';
import { MemberContactPage } from '@/features/member/pages/member-contact-page';
import { memberContactMeta } from '@/features/member/page-meta';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/panel/contacto')({
  head: () => pageHead(memberContactMeta),
  component: MemberContactPage,
});
