import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ResumeFilesList } from '@/features/resume-files/components/files-list';

/** 附件简历: the seeker's resume files (upload, preview, rename, default, delete). */
export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route="pages/resume/files">
      <IdentityGate need="seeker">{isLogin ? <ResumeFilesList /> : null}</IdentityGate>
    </PageShell>
  );
}
