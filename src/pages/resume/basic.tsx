import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { BasicForm } from '@/features/resume/components/section-forms';
import { takeDraft } from '@/features/resume-files/draft-store';

/** `?draft=1`: opens with what 从文件填写简历 read, merged into the saved record. */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  const [draft] = useState(() => (params.draft === '1' ? takeDraft('basic') : undefined));
  return (
    <PageShell route="pages/resume/basic">
      <IdentityGate need="seeker">{isLogin ? <BasicForm draft={draft} /> : null}</IdentityGate>
    </PageShell>
  );
}
