import { PageShell } from '@/components/page-shell';
import { FilingInfo } from '@/features/content/components/content-views';

export default function Page() {
  return (
    <PageShell route="pages/recommendjob/ICP">
      <FilingInfo />
    </PageShell>
  );
}
