import { Text, View } from '@tarojs/components';
import { chinaDate, formatChinaTime } from '@common/china-time';
import type { ResumeViewer } from '@common/resume';
import { ROUTES } from '@common/routes';
import * as resume from '@/api/resume';
import { PagedList } from '@/components/paged-list';
import { CompanyLogo } from '@/components/company-logo';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useScreenList } from '@/lib/use-paged-list';
import '../strings';
import './resume-viewers.scss';

type T = (key: string, params?: Record<string, string | number>) => string;

/** 刚刚 / 5分钟前 / 3小时前 / 昨天 14:05 / 03-01 14:05: when a company last looked, in China time. */
export function viewedWhen(iso: string, t: T, now: number = Date.now()): string {
  const ms = now - Date.parse(iso);
  if (ms < 60_000) return t('viewers.justNow');
  if (ms < 3_600_000) return t('viewers.minutes', { n: Math.floor(ms / 60_000) });
  const clock = formatChinaTime(iso);
  if (chinaDate(iso) === chinaDate(now)) return t('viewers.hours', { n: Math.floor(ms / 3_600_000) });
  if (chinaDate(iso) === chinaDate(now, -1)) return t('viewers.yesterday', { time: clock.slice(11) });
  return clock.slice(5); // 'MM-DD HH:mm'
}

/** A page of the viewers (one function for the screen's whole life, as `useScreenList` wants). */
const viewersPage = (pageNum: number) => call(resume.viewers, { pageNum, pageSize: 20 });

function ViewerRow({ viewer, t }: { viewer: ResumeViewer; t: T }) {
  const who = [viewer.recruiterName, viewer.recruiterTitle].filter(Boolean).join(' · ');
  const about = viewer.positionTitle ? t('viewers.forPosition', { title: viewer.positionTitle }) : '';
  return (
    // The company's homepage: who they are and what they hire for.
    <View
      className="viewer"
      data-testid="viewer-row"
      onClick={() => openRoute(ROUTES.company, { id: viewer.companyId })}
    >
      <CompanyLogo logo={viewer.companyLogo} name={viewer.companyName} className="viewer__logo" />
      <View className="viewer__main">
        <View className="viewer__head">
          <Text className="viewer__company">{viewer.companyName}</Text>
          <Text className="viewer__when">{viewedWhen(viewer.lastViewedAt, t)}</Text>
        </View>
        {viewer.industry ? <Text className="viewer__meta">{viewer.industry}</Text> : null}
        <Text className="viewer__meta">{[who, about].filter(Boolean).join(' · ')}</Text>
        <Text className="viewer__times">{t('viewers.times', { n: viewer.views })}</Text>
      </View>
    </View>
  );
}

/**
 * 谁看过我: the companies that opened the seeker's resume in the last 90 days, latest look first, each
 * with its logo, who looked, for which position, when and how many times; a row opens the company's page.
 * Companies the seeker blocks are left out by the server.
 */
export function ResumeViewers() {
  const t = useT();
  const list = useScreenList(viewersPage);
  return (
    <View className="viewers">
      <Text className="viewers__note">{t('viewers.note')}</Text>
      <PagedList
        list={list}
        empty={{
          title: t('viewers.none'),
          body: t('viewers.noneBody'),
          actionText: t('viewers.improve'),
          onAction: () => openRoute('pages/resume/index'),
          testId: 'viewers-empty',
        }}
      >
        {(viewer) => <ViewerRow key={viewer.companyId} viewer={viewer} t={t} />}
      </PagedList>
    </View>
  );
}
