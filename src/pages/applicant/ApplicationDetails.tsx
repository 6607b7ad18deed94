import { useRouter } from '@tarojs/taro';
import { IdentityGate } from '@/components/identity-gate';
import { PageShell } from '@/components/page-shell';
import { useRequireLogin } from '@/lib/use-require-login';
import { ApplicationDetails } from '@/features/applications/components/application-details';
import { GreetButton } from '@/features/chat/components/start-chat';

const greet = (seeker: number, position?: number) => (
  <GreetButton seekerId={seeker} positionId={position} className="apps-greet" />
);

/** Applicant details: ?id=<applicationId> (the application and resume) or ?seekerId=<id> (the resume). */
export default function ApplicationDetailsPage() {
  const ready = useRequireLogin();
  const { params } = useRouter();
  return (
    <PageShell route="pages/applicant/ApplicationDetails">
      {/* An application is read by either side (its seeker follows its stages here); a resume alone by recruiters. */}
      {params.id ? (
        ready ? (
          <ApplicationDetails id={params.id} greet={greet} />
        ) : null
      ) : (
        <IdentityGate need="recruiter">
          {ready ? <ApplicationDetails seekerId={params.seekerId} greet={greet} /> : null}
        </IdentityGate>
      )}
    </PageShell>
  );
}
