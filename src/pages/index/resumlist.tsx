import { ROUTES } from '@common/routes';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ResumeList } from '@/features/resume/components/resume-list';
import { GreetButton } from '@/features/chat/components/start-chat';

export default function Page() {
  const isLogin = useRequireLogin();
  return (
    <PageShell route={ROUTES.resumeList}>
      <IdentityGate need="recruiter">
        {isLogin ? (
          <ResumeList greet={(seekerId) => <GreetButton seekerId={seekerId} className="talent-card__greet" />} />
        ) : null}
      </IdentityGate>
    </PageShell>
  );
}
