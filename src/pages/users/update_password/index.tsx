import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Change password: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/users/update_password/index">
      <PagePending />
    </PageShell>
  );
}
