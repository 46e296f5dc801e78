import { ListSkeleton } from '@/components/list-states';

/** What a panel list shows while its loader waits for the data. */
export function PanelListPending() {
  return <ListSkeleton rows={5} height={52} />;
}
