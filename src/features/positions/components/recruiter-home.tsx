import { useEffect, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import type { MyPosition } from '@common/positions';
import { ROUTES } from '@common/routes';
import * as positions from '@/api/positions';
import { Chips } from '@/components/chips';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { dropFirstScreen } from '@/lib/first-data';
import { formatSalary } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { useShowLoad } from '@/lib/use-show-load';
import { useUnread } from '@/services/unread';
import '../home-strings';
import '@/locales/recruiting';
import './recruiter-home.scss';

type OpenPositions =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'done'; rows: MyPosition[] };

/** The badge of a count (99+ past 99, as every badge). */
const badge = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The home of a recruiter: unread chats, the open positions (the first page, with their views, applications
 * and the applications waiting for a decision) and 推荐牛人 for one of them, which the page composes in
 * (`talents`: the resume feature's list with the chat feature's 打招呼).
 */
export function RecruiterHome({ talents }: { talents: (positionId: number) => ReactNode }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const unread = useUnread((s) => s.chat);
  const [open, setOpen] = useState<OpenPositions>({ status: 'loading' });
  const [chosen, setChosen] = useState<number>();
  // Positions waiting for review (a new recruiter's first one): shown above the open ones.
  const [drafts, setDrafts] = useState<MyPosition[]>([]);

  // On mount and each time the home shows again: counts move while the recruiter is elsewhere.
  const load = useShowLoad(() => {
    void useUnread.getState().refresh();
    call(positions.mine, { status: 'under_review', pageNum: 1, pageSize: 10 }).then(
      (page) => setDrafts(page.rows),
      () => undefined,
    );
    return call(positions.mine, { status: 'approved', pageNum: 1, pageSize: 10 }).then(
      (page) => setOpen({ status: 'done', rows: page.rows }),
      (error: unknown) =>
        setOpen((current) =>
          // A failed refresh keeps what is on screen.
          current.status === 'done'
            ? current
            : { status: 'error', error: error instanceof Error ? error.message : String(error) },
        ),
    );
  });
  useEffect(() => {
    if (open.status !== 'loading') dropFirstScreen();
  }, [open.status]);

  const rows = open.status === 'done' ? open.rows : [];
  // 推荐牛人 is for the chosen position while it is open, else for the first.
  const talentsFor = rows.find((row) => row.id === chosen)?.id ?? rows[0]?.id;

  return (
    <View className="recruiter-home">
      <View
        className={`rhome-unread ${unread ? 'rhome-unread--on' : ''}`}
        data-testid="recruiter-unread"
        {...{ role: 'link', tabIndex: 0 }}
        onClick={() => openRoute('pages/message/index')}
      >
        <Text className="rhome-unread__text">
          {unread ? t('rhome.unread', { n: badge(unread) }) : t('rhome.noUnread')}
        </Text>
        <Text className="rhome-unread__go">{`${t('rhome.messages')} ›`}</Text>
      </View>

      <View className="rhome-section">
        <Text className="rhome-section__title">{t('rhome.open')}</Text>
        <Text
          className="rhome-section__more"
          data-testid="recruiter-all-positions"
          {...{ role: 'link', tabIndex: 0 }}
          onClick={() => openRoute('pages/ManagementPosition/ManagementPosition')}
        >
          {`${t('rhome.all')} ›`}
        </Text>
      </View>
      {open.status === 'loading' ? (
        <StateBlock title={t('common.loading')} testId="recruiter-positions-loading" />
      ) : null}
      {open.status === 'error' ? (
        <StateBlock
          title={t('common.loadFailed')}
          body={open.error}
          actionText={t('common.retry')}
          onAction={load}
          testId="recruiter-positions-error"
        />
      ) : null}
      {open.status === 'done' && !rows.length && !drafts.length ? (
        <StateBlock
          title={t('rhome.none')}
          body={t('rhome.noneBody')}
          actionText={t('rhome.post')}
          onAction={() => openRoute('pages/CreatePosition/CreatePosition')}
          testId="recruiter-positions-empty"
        />
      ) : null}
      {rows.length || drafts.length ? (
        <View className="rhome-positions">
          {drafts.map((position) => (
            <View key={position.id} className="rhome-position" data-testid="recruiter-draft">
              <Text className="rhome-position__title">{`${t('status.position.under_review')} · ${position.title}`}</Text>
            </View>
          ))}
          {rows.map((position) => (
            <View
              key={position.id}
              className="rhome-position"
              data-testid="recruiter-position"
              {...{ role: 'link', tabIndex: 0 }}
              onClick={() => openRoute(ROUTES.applicant, { id: position.id })}
            >
              <View className="rhome-position__main">
                <Text className="rhome-position__title">{position.title}</Text>
                <Text className="rhome-position__muted">
                  {`${position.regionName} · ${formatSalary(position, locale)}`}
                </Text>
                <Text className="rhome-position__muted" data-testid="recruiter-position-counts">
                  {t('pos.counts', { views: position.views ?? 0, applicants: position.applicants ?? 0 })}
                </Text>
              </View>
              {position.newApplicants ? (
                <Text className="rhome-position__new" data-testid="recruiter-position-new">
                  {t('rhome.newApplicants', { n: badge(position.newApplicants) })}
                </Text>
              ) : null}
            </View>
          ))}
        </View>
      ) : null}

      {talentsFor !== undefined ? (
        <>
          <View className="rhome-section">
            <Text className="rhome-section__title">{t('rhome.talents')}</Text>
          </View>
          <Chips
            items={rows.map((position) => ({ key: position.id, label: position.title }))}
            value={talentsFor}
            onChange={setChosen}
            label={t('rhome.talentsFor')}
            testId="talent-positions"
            itemTestId="talent-position-chip"
          />
          {talents(talentsFor)}
        </>
      ) : null}
    </View>
  );
}
