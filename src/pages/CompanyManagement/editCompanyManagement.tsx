import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { CompanyForm } from '@/features/company/components/company-form';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/CompanyManagement/editCompanyManagement">
      <IdentityGate need="recruiter">{isLogin ? <CompanyForm /> : null}</IdentityGate>
    </PageShell>
  );
}
