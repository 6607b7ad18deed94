import { useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ProjectForm } from '@/features/resume/components/section-forms';
import { takeDraft } from '@/features/resume-files/draft-store';

/** `?id=` edits that record; without it a new one is added (`?draft=1`: with what 从文件填写简历 read). */
export default function Page() {
  const isLogin = useRequireLogin();
  const { params } = useRouter();
  const [draft] = useState(() => (params.draft === '1' ? takeDraft('project') : undefined));
  return (
    <PageShell route="pages/resume/project">
      <IdentityGate need="seeker">{isLogin ? <ProjectForm id={params.id} draft={draft} /> : null}</IdentityGate>
    </PageShell>
  );
}
