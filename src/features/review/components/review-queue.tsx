import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { PagedList } from '@/components/paged-list';
import { ReasonForm } from '@/components/reason-form';
import { chinaDate } from '@common/china-time';
import { REVIEW_REASON_MAX, reviewRejectSchema, type CompanyReviewRow } from '@common/company';
import type { ReviewStatus } from '@common/positions';
import type { ReviewQueuePosition } from '@common/review';
import { Tabs } from '@/components/tabs';
import { useLocale, useT } from '@/lib/i18n';
import { assetUrl, shownRefusal } from '@/lib/request';
import { previewImage } from '@/lib/platform/preview-image';
import { useScreenList } from '@/lib/use-paged-list';
import { formatSalary } from '@/lib/format';
import { reviewApi, type ReviewKind, type ReviewRow } from '../api/review-api';
import { findingsOf, MarkedText, ScreeningNotes } from './screening-notes';
import { VerificationQueue } from './verification-queue';
import { ReportQueue } from './report-queue';
import { DeliveryLog } from './delivery-log';
import './review.scss';
import '../strings';
import { toast } from '@/lib/toast';
import '@/locales/recruiting';

const STATUSES: ReviewStatus[] = ['under_review', 'approved', 'audit_failed'];

/** The China date of a date or an instant (a submission at 07:00 China time is that day, not the day before). */
function day(iso: string | null | undefined): string {
  return iso ? chinaDate(iso) : '';
}

function PositionBody({ row }: { row: ReviewQueuePosition }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  return (
    <>
      <View className="review-card__head">
        <Text className="review-card__title">{row.title}</Text>
        <Text className="review-card__salary">{formatSalary(row, locale)}</Text>
      </View>
      <ScreeningNotes row={row} />
      {findingsOf(row, 'title').length ? (
        <MarkedText text={row.title} findings={findingsOf(row, 'title')} testId="review-title" />
      ) : null}
      <Text className="review-card__line">{`${row.companyName} · ${row.regionName}`}</Text>
      {row.companyStatus !== 'approved' ? (
        <Text className="review-card__warn">{t('review.companyNotApproved')}</Text>
      ) : null}
      {row.industry ? (
        <Text className="review-card__line">
          {t('common.labelValue', { label: t('pos.f.industry'), value: row.industry })}
        </Text>
      ) : null}
      {(['responsibilities', 'requirements', 'conditions', 'workingHours'] as const).map((field) => {
        const text = row[field];
        const findings = findingsOf(row, field);
        // Duties and requirements always; benefits and hours when the screening marked something in them.
        if (!text || (findings.length === 0 && (field === 'conditions' || field === 'workingHours'))) return null;
        return <MarkedText key={field} text={text} findings={findings} testId={`review-${field}`} />;
      })}
      <Text className="review-card__meta">
        {t('review.recruiting', {
          start: day(row.recruitStart),
          end: day(row.recruitEnd),
          count: row.headcount ?? '-',
        })}
      </Text>
      <Text className="review-card__meta">{t('review.submitted', { time: day(row.updatedAt) })}</Text>
    </>
  );
}

function CompanyBody({ row }: { row: CompanyReviewRow }) {
  const t = useT();
  const preview = (src: string) => previewImage(assetUrl(src));
  return (
    <>
      <View className="review-card__head">
        {row.logo ? <Image className="review-card__logo" src={assetUrl(row.logo)} mode="aspectFill" /> : null}
        <Text className="review-card__title">{row.name}</Text>
      </View>
      <Text className="review-card__line">{`${row.regionName} ${row.addressDetail}`}</Text>
      <Text className="review-card__line">{`${t('common.labelValue', { label: t('review.contact'), value: row.contact })} · ${row.ownerNickname}`}</Text>
      {row.website ? <Text className="review-card__line">{row.website}</Text> : null}
      {row.introduction ? <Text className="review-card__text">{row.introduction}</Text> : null}
      <View className="review-card__docs">
        {[
          { src: row.businessLicense, label: t('review.license') },
          { src: row.sealLetter, label: t('review.sealLetter') },
        ].map((doc) =>
          doc.src ? (
            <View key={doc.label} className="review-card__doc" onClick={() => preview(doc.src)}>
              <Image className="review-card__doc-img" src={assetUrl(doc.src)} mode="aspectFill" />
              <Text className="review-card__doc-label">{doc.label}</Text>
            </View>
          ) : (
            <Text key={doc.label} className="review-card__warn">
              {t('review.missingDoc', { doc: doc.label })}
            </Text>
          ),
        )}
      </View>
      <Text className="review-card__meta">{t('review.submitted', { time: day(row.submittedAt) })}</Text>
    </>
  );
}

/**
 * The operators' review queue: positions or companies by status (the queue oldest first), approve at
 * once, reject with a reason the recruiter will read. Anyone else gets the server's 403 message.
 */
export function ReviewQueue({ joinRequests }: { joinRequests?: ReactNode }) {
  const t = useT();
  const [kind, setKind] = useState<ReviewKind | 'verifications' | 'reports' | 'joins' | 'deliveries'>('positions');
  const [status, setStatus] = useState<ReviewStatus>('under_review');
  const [rejecting, setRejecting] = useState<number>();
  const [busy, setBusy] = useState<number>();
  const fetchPage = useCallback(
    (pageNum: number) =>
      kind === 'verifications' || kind === 'reports' || kind === 'joins' || kind === 'deliveries'
        ? Promise.resolve({ rows: [], total: 0 })
        : reviewApi.list(kind, status, pageNum),
    [kind, status],
  );
  const list = useScreenList<ReviewRow>(fetchPage);
  // Another tab or status: a reason box opened on the old rows closes.
  useEffect(() => setRejecting(undefined), [fetchPage]);

  const decide = async (id: number, action: () => Promise<{ msg?: string }>) => {
    setBusy(id);
    try {
      const body = await action();
      void toast({ title: body.msg || t('review.done'), icon: 'none' });
      setRejecting(undefined);
      void list.refresh();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <View className="review">
      <Tabs
        items={[
          ...(['positions', 'companies', 'verifications'] as const).map((k) => ({
            key: k,
            label: t(`review.kind.${k}`),
          })),
          { key: 'reports' as const, label: t('reports.kind') },
          // Requests to join a company that its first recruiter has not answered: an operator may answer them
          // (the page hands the onboarding feature's list in).
          ...(joinRequests ? [{ key: 'joins' as const, label: t('review.kind.joins') }] : []),
          { key: 'deliveries' as const, label: t('review.kind.deliveries') },
        ]}
        value={kind}
        onChange={setKind}
      />
      {kind === 'joins' ? (
        joinRequests
      ) : kind === 'deliveries' ? (
        <DeliveryLog />
      ) : kind === 'reports' ? (
        <ReportQueue />
      ) : kind === 'verifications' ? (
        <VerificationQueue />
      ) : (
        <>
          <View className="review-statuses">
            {STATUSES.map((s) => (
              <Text
                key={s}
                className={`review-status ${s === status ? 'review-status--on' : ''}`}
                data-testid={`review-status-${s}`}
                onClick={() => setStatus(s)}
              >
                {t(`review.status.${s}`)}
              </Text>
            ))}
          </View>
          <PagedList
            list={list}
            empty={{
              title: status === 'under_review' ? t('review.queueEmpty') : t('common.empty'),
              testId: 'review-empty',
            }}
          >
            {(row) => (
              <View key={row.id} className="review-card" data-testid={`review-card-${kind}`}>
                {kind === 'positions' ? (
                  <PositionBody row={row as ReviewQueuePosition} />
                ) : (
                  <CompanyBody row={row as CompanyReviewRow} />
                )}
                {row.status === 'audit_failed' && row.reviewReason ? (
                  <Text className="review-card__reason">{t('pos.reason', { reason: row.reviewReason })}</Text>
                ) : null}
                {row.status === 'under_review' && rejecting !== row.id ? (
                  <View className="review-card__actions">
                    <Text
                      className="review-card__reject"
                      data-testid="review-reject"
                      onClick={() => setRejecting(row.id)}
                    >
                      {t('review.reject')}
                    </Text>
                    <Text
                      className={`review-card__approve ${busy === row.id ? 'review-card__approve--busy' : ''}`}
                      data-testid="review-approve"
                      onClick={() => (busy ? undefined : void decide(row.id, () => reviewApi.approve(kind, row.id)))}
                    >
                      {t('review.approve')}
                    </Text>
                  </View>
                ) : null}
                {rejecting === row.id ? (
                  <ReasonForm
                    className="review-reject"
                    schema={reviewRejectSchema}
                    maxlength={REVIEW_REASON_MAX}
                    label={t('review.reason')}
                    placeholder={t('review.reasonPlaceholder')}
                    confirmText={t('review.confirmReject')}
                    onCancel={() => setRejecting(undefined)}
                    onSubmit={(reason) => decide(row.id, () => reviewApi.reject(kind, row.id, reason))}
                  />
                ) : null}
              </View>
            )}
          </PagedList>
        </>
      )}
    </View>
  );
}
