import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ApplicationDetails } from '@/features/applications/components/application-details';
import { GreetButton } from '@/features/chat/components/start-chat';

/** Applicant details: ?id=<applicationId> (the application and resume) or ?seekerId=<id> (the resume). */
export default function ApplicationDetailsPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/applicant/ApplicationDetails">
      <IdentityGate need="recruiter">
        {ready ? (
          <ApplicationDetails
            id={params.id}
            seekerId={params.seekerId}
            greet={(seeker, position) => <GreetButton seekerId={seeker} positionId={position} className="apps-greet" />}
          />
        ) : null}
      </IdentityGate>
    </PageShell>
  );
}
