import { PageShell } from '@/components/page-shell';
import { PagePending } from '@/components/page-pending';

/** Add company information: the issue that owns this page builds its content. */
export default function Page() {
  return (
    <PageShell route="pages/AddCompanyDetails/AddCompanyDetails">
      <PagePending />
    </PageShell>
  );
}
