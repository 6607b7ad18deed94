import { useCallback, useEffect, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { chinaDate } from '@common/china-time';
import { REVIEW_REASON_MAX, reviewRejectSchema } from '@common/company';
import { REVIEWED_VERIFICATION_STATUSES, type VerificationReviewRow } from '@common/verification';
import * as verification from '@/api/verification';
import { PagedList } from '@/components/paged-list';
import { ReasonForm } from '@/components/reason-form';
import { call, callWithMessage } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { previewImage } from '@/lib/platform/preview-image';
import { assetUrl, shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { useScreenList } from '@/lib/use-paged-list';
import '../verification-strings';

type Status = (typeof REVIEWED_VERIFICATION_STATUSES)[number];

/**
 * The review center's verifications tab: recruiters' verifications by status (the queue
 * oldest first), each with the masked ID number, the company and the proof pictures (signed links, tap to
 * enlarge); approve at once, refuse with a reason the recruiter reads.
 */
export function VerificationQueue() {
  const t = useT();
  const [status, setStatus] = useState<Status>('pending');
  const [refusing, setRefusing] = useState<number>();
  const [busy, setBusy] = useState<number>();
  const fetchPage = useCallback(
    (pageNum: number) => call(verification.queue, { status, pageNum, pageSize: 10 }),
    [status],
  );
  const list = useScreenList<VerificationReviewRow>(fetchPage);
  useEffect(() => setRefusing(undefined), [fetchPage]);

  const decide = async (id: number, action: () => Promise<{ msg?: string }>) => {
    setBusy(id);
    try {
      const body = await action();
      void toast({ title: body.msg || t('review.done'), icon: 'none' });
      setRefusing(undefined);
      void list.refresh();
    } catch (error) {
      shownRefusal(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <View className="review-statuses">
        {REVIEWED_VERIFICATION_STATUSES.map((s) => (
          <Text
            key={s}
            className={`review-status ${s === status ? 'review-status--on' : ''}`}
            data-testid={`review-v-status-${s}`}
            onClick={() => setStatus(s)}
          >
            {t(`review.v.status.${s}`)}
          </Text>
        ))}
      </View>
      <PagedList
        list={list}
        empty={{ title: status === 'pending' ? t('review.v.empty') : t('common.empty'), testId: 'review-empty' }}
      >
        {(row) => (
          <View key={row.id} className="review-card" data-testid="review-card-verifications">
            <View className="review-card__head">
              <Text className="review-card__title">
                {t('review.v.name', { recruiter: row.recruiterName, realName: row.realName })}
              </Text>
            </View>
            <Text className="review-card__line" data-testid="review-v-id">
              {t('review.v.idNumber', { masked: row.idNumberMasked })}
            </Text>
            <Text className="review-card__line">{t('review.v.company', { company: row.companyName })}</Text>
            <Text className="review-card__line">
              {t('review.v.proof', { kind: t(`review.v.kind.${row.proofKind}`) })}
            </Text>
            <View className="review-card__docs">
              {row.proofFiles.map((link, i) => (
                <View
                  key={link}
                  className="review-card__doc"
                  data-testid="review-v-proof"
                  onClick={() => previewImage(assetUrl(link))}
                >
                  <Image
                    className="review-card__doc-img"
                    src={assetUrl(link)}
                    mode="aspectFill"
                    imgProps={{ alt: t('review.v.proofN', { n: i + 1 }) }}
                  />
                  <Text className="review-card__doc-label">{t('review.v.proofN', { n: i + 1 })}</Text>
                </View>
              ))}
            </View>
            <Text className="review-card__meta">{t('review.submitted', { time: chinaDate(row.submittedAt) })}</Text>
            {row.status === 'refused' && row.reason ? (
              <Text className="review-card__reason">{t('pos.reason', { reason: row.reason })}</Text>
            ) : null}
            {row.status === 'pending' && refusing !== row.id ? (
              <View className="review-card__actions">
                <Text className="review-card__reject" data-testid="review-reject" onClick={() => setRefusing(row.id)}>
                  {t('review.v.refuse')}
                </Text>
                <Text
                  className={`review-card__approve ${busy === row.id ? 'review-card__approve--busy' : ''}`}
                  data-testid="review-approve"
                  onClick={() =>
                    busy ? undefined : void decide(row.id, () => callWithMessage(verification.approve, { id: row.id }))
                  }
                >
                  {t('review.approve')}
                </Text>
              </View>
            ) : null}
            {refusing === row.id ? (
              <ReasonForm
                className="review-reject"
                schema={reviewRejectSchema}
                maxlength={REVIEW_REASON_MAX}
                label={t('review.v.reason')}
                placeholder={t('review.v.reasonPlaceholder')}
                confirmText={t('review.v.confirmRefuse')}
                onCancel={() => setRefusing(undefined)}
                onSubmit={(reason) =>
                  decide(row.id, () => callWithMessage(verification.refuse, { id: row.id, reason }))
                }
              />
            ) : null}
          </View>
        )}
      </PagedList>
    </>
  );
}
