import { useRouter } from '@tarojs/taro';
import { ROUTES } from '@common/routes';
import { InvalidLink, idParam } from '@/components/invalid-link';
import { PageShell } from '@/components/page-shell';
import { CompanyScreen } from '@/features/company/components/company-page';
import { PositionCard } from '@/features/positions/components/position-card';
import { ReportLink } from '@/features/reports/components/report-sheet';
import { useLocale } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';

/** A company's homepage: the company feature's screen, its positions drawn as the positions feature's cards. */
export default function Page() {
  const { params } = useRouter();
  const locale = useLocale((s) => s.locale);
  return (
    <PageShell route="pages/company/index">
      {idParam(params.id) ? (
        <>
          <CompanyScreen
            id={params.id!}
            position={(row) => (
              <PositionCard position={row} locale={locale} onOpen={(id) => openRoute(ROUTES.jobDetail, { id })} />
            )}
          />
          <ReportLink target={{ type: 'company', id: Number(params.id) }} />
        </>
      ) : (
        <InvalidLink />
      )}
    </PageShell>
  );
}
