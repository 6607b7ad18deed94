import { Text } from '@tarojs/components';
import { addStrings, useT } from '@/lib/i18n';
import './verified-badge.scss';

addStrings({ 'zh-Hans': { 'badge.verified': '已认证' }, en: { 'badge.verified': 'Verified' } });

/**
 * 已认证: a recruiter the platform verified (who they are, that they work for the company; common/verification.ts).
 * Nothing for anyone else.
 */
export function VerifiedBadge({ verified, testId }: { verified: boolean | undefined; testId?: string }) {
  const t = useT();
  if (!verified) return null;
  return (
    <Text className="verified-badge" data-testid={testId ?? 'verified-badge'}>
      {t('badge.verified')}
    </Text>
  );
}
