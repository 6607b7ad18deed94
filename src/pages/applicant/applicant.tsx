import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { Candidates } from '@/features/applications/components/candidates';
import { GreetButton } from '@/features/chat/components/start-chat';

/** Candidates, by position (?id=<positionId>, as push type 1 opens it) and status. */
export default function ApplicantPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/applicant/applicant">
      <IdentityGate need="recruiter">
        {ready ? (
          <Candidates
            positionId={params.id}
            greet={(seekerId, positionId) => (
              <GreetButton seekerId={seekerId} positionId={positionId} className="app-card__greet" />
            )}
          />
        ) : null}
      </IdentityGate>
    </PageShell>
  );
}
