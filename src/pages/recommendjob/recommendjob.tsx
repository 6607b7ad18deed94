import { PageShell } from '@/components/page-shell';
import { PersonalCenter } from '@/features/account/components/personal-center';

export default function Page() {
  return (
    <PageShell route="pages/recommendjob/recommendjob">
      <PersonalCenter />
    </PageShell>
  );
}
