import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Account settings: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/users/user_edit/index">
      <PagePending />
    </PageShell>
  );
}
