import type { RecommendReason } from '@common/recommend';
import { addStrings } from '@/lib/i18n';

/**
 * Recommendation words (the seekers' 推荐 and the recruiters' 推荐牛人): why a row is shown, in a few words, and
 * the states of the talents list. Added by the lists that show them, so on H5 they travel in those chunks.
 */
addStrings({
  'zh-Hans': {
    'recommend.reason.category': '职能匹配',
    'recommend.reason.relatedCategory': '相关职能',
    'recommend.reason.city': '同城',
    'recommend.reason.salary': '薪资符合',
    'recommend.reason.jobType': '类型符合',
    'recommend.reason.fresh': '新发布',
    'recommend.reason.active': 'HR活跃',
    // 推荐牛人: the seeker's side of the same reasons.
    'recommend.talentReason.fresh': '新期望',
    'recommend.talentReason.active': '刚刚活跃',
    'recommend.talentsNone': '暂时没有匹配这个职位的牛人',
    'recommend.talentsNoneBody': '完善职位的职能、城市和薪资，能匹配到更多人。',
    'recommend.companyFirst': '公司通过认证后可查看推荐牛人',
    'recommend.company': '去认证公司',
  },
  en: {
    'recommend.reason.category': 'Same role',
    'recommend.reason.relatedCategory': 'Related role',
    'recommend.reason.city': 'Same city',
    'recommend.reason.salary': 'Pay fits',
    'recommend.reason.jobType': 'Job type fits',
    'recommend.reason.fresh': 'New',
    'recommend.reason.active': 'HR active',
    'recommend.talentReason.fresh': 'New expectation',
    'recommend.talentReason.active': 'Active lately',
    'recommend.talentsNone': 'No candidates match this position yet',
    'recommend.talentsNoneBody': "Set the position's role, city and pay to match more people.",
    'recommend.companyFirst': 'Recommended talent shows once your company is verified',
    'recommend.company': 'Verify your company',
  },
});

/** A card shows at most this many reasons (the strongest: the server sends them strongest first). */
export const REASONS_SHOWN = 3;

/**
 * The reasons of a row in the reader's language, strongest first, at most REASONS_SHOWN. `side` 'talent'
 * words fresh and active for a seeker (a new expectation, the seeker was active) rather than a position.
 */
export function reasonWords(
  reasons: readonly RecommendReason[],
  t: (key: string) => string,
  side: 'position' | 'talent' = 'position',
): string[] {
  return reasons
    .slice(0, REASONS_SHOWN)
    .map((reason) =>
      side === 'talent' && (reason === 'fresh' || reason === 'active')
        ? t(`recommend.talentReason.${reason}`)
        : t(`recommend.reason.${reason}`),
    );
}
