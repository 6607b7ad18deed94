import { GreetButton } from '@/features/chat/components/start-chat';
import { RecruiterHome } from '@/features/positions/components/recruiter-home';
import { RecommendedTalents } from '@/features/resume/components/recommended-talents';

/**
 * The recruiter's home as the page composes it from three features: their positions (positions), 推荐牛人
 * (resume) and 打招呼 about the chosen position (chat). Not a page of its own: home loads it through
 * recruiter-home-loader (on H5 a chunk that only recruiters fetch).
 */
export default function RecruiterHomeScreen() {
  return (
    <RecruiterHome
      talents={(positionId) => (
        <RecommendedTalents
          key={positionId}
          positionId={positionId}
          greet={(seekerId) => (
            <GreetButton seekerId={seekerId} positionId={positionId} className="talent-card__greet" />
          )}
        />
      )}
    />
  );
}
