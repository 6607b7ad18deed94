import { PageShell } from '@/components/page-shell';
import { NearbyPositions } from '@/features/positions/components/nearby-positions';

/** Map: positions around the user (or a chosen city), nearest first. */
export default function MapPage() {
  return (
    <PageShell route="pages/map/index">
      <NearbyPositions />
    </PageShell>
  );
}
