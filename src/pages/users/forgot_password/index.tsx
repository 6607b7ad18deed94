import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Forgot password: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/users/forgot_password/index">
      <PagePending />
    </PageShell>
  );
}
