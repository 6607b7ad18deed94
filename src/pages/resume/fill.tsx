import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { FillFromFile } from '@/features/resume-files/components/review';

/** 从文件填写简历: choose a PDF / DOCX (or `?fileId=` one of the seeker's files) and review what was read. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/resume/fill">
      <IdentityGate need="seeker">{isLogin ? <FillFromFile fileId={params.fileId} /> : null}</IdentityGate>
    </PageShell>
  );
}
