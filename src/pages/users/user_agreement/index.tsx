import { PageShell } from '@/components/page-shell';
import { AgreementList } from '@/features/content/components/content-views';

export default function Page() {
  return (
    <PageShell route="pages/users/user_agreement/index">
      <AgreementList />
    </PageShell>
  );
}
