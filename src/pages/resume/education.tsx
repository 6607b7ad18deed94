import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { EducationForm } from '@/features/resume/components/section-forms';

/** `?id=` edits that record; without it a new one is added. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/resume/education">
      <IdentityGate need="seeker">{isLogin ? <EducationForm id={params.id} /> : null}</IdentityGate>
    </PageShell>
  );
}
