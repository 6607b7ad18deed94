import { PageShell } from '@/components/page-shell';
import { useT } from '@/lib/i18n';
import { useRequireLogin } from '@/lib/use-require-login';
import { IdentityPicker } from '@/features/account/components/identity-picker';
import { CompanyForm } from '@/features/company/components/company-form';
import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';
import { PositionForm } from '@/features/positions/components/position-form';
import { ExpectationForm } from '@/features/resume/components/section-forms';

/** Onboarding after the first login: the flow, with the forms of other features in its steps. */
export default function Page() {
  const t = useT();
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/onboarding/index" title={t('onb.title')}>
      {isLogin ? (
        <OnboardingFlow
          identity={(chosen) => <IdentityPicker onChosen={chosen} />}
          expectation={(saved) => <ExpectationForm short afterSave={saved} />}
          company={(saved) => <CompanyForm afterSave={saved} />}
          position={(saved) => <PositionForm afterSave={saved} />}
        />
      ) : null}
    </PageShell>
  );
}
