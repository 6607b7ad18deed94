import { View } from '@tarojs/components';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { AsyncView } from '@/components/async-view';
import { StateBlock } from '@/components/state-block';
import * as company from '@/api/company';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useRequireLogin } from '@/lib/use-require-login';
import { CompanyView } from '@/features/company/components/company-form';
import { JoinRequests } from '@/features/onboarding/components/join-requests';
import { SubmitButton } from '@/components/form';
import '@/features/company/strings';

/** Company information with its verification status; edit it from here. */
export default function Page() {
  const t = useT();
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/CompanyManagement/CompanyManagement">
      <IdentityGate need="recruiter">
        {isLogin ? (
          <AsyncView testId="company" load={() => call(company.get)}>
            {(company) =>
              company ? (
                <>
                  <CompanyView company={company} />
                  {/* Requests to join the company, for its first recruiter. */}
                  <JoinRequests />
                  <View className="page-actions">
                    <SubmitButton
                      text={t('company.edit')}
                      testId="edit-company"
                      onClick={() => openRoute('pages/CompanyManagement/editCompanyManagement')}
                    />
                  </View>
                </>
              ) : (
                <StateBlock
                  title={t('company.none')}
                  body={t('company.noneBody')}
                  actionText={t('company.add')}
                  onAction={() => openRoute('pages/AddCompanyDetails/AddCompanyDetails')}
                  testId="company-empty"
                />
              )
            }
          </AsyncView>
        ) : null}
      </IdentityGate>
    </PageShell>
  );
}
