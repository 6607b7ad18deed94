import { useEffect, useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { AsyncView } from '@/components/async-view';
import { TextBlock } from '@/components/text-block';
import { useLocale, useT } from '@/lib/i18n';
import { ROUTES } from '@common/routes';
import { dropFirstScreen } from '@/lib/first-data';
import { goToLogin, openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useSession } from '@/lib/session';
import type { PositionDetail } from '@common/positions';
import * as positions from '@/api/positions';
import { call } from '@/lib/call';
import { companyLine, formatSalary, positionDetailTags } from '@/lib/format';
import { since } from '@/lib/freshness';
import { ApplyButton } from './apply-button';
import { VerifiedBadge } from '@/components/verified-badge';
import { CompanyLogo } from './company-logo';
import './job-detail.scss';
import { toast } from '@/lib/toast';

function Detail({ position, chat }: { position: PositionDetail; chat?: JobDetailProps['chat'] }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const isLogin = useSession((s) => s.isLogin);
  const [saved, setSaved] = useState(Boolean(position.saved));
  const updated = since(position.updatedAt);
  // The job is drawn: the server's first screen of it can go.
  useEffect(() => dropFirstScreen(), []);
  const active = since(position.recruiterLastActiveAt);

  const toggleSave = async () => {
    if (!isLogin) {
      goToLogin();
      return;
    }
    try {
      await (saved ? call(positions.unsave, { id: position.id }) : call(positions.save, { id: position.id }));
      setSaved(!saved);
      void toast({ title: t(saved ? 'job.unsaved' : 'job.saved'), icon: 'none' });
    } catch (e) {
      shownRefusal(e);
    }
  };

  const tags = positionDetailTags(position, t);

  return (
    <View className="job" data-testid="job-detail">
      <View className="job__card">
        <View className="job__head">
          <Text className="job__title">{position.title}</Text>
          <Text className="job__salary">{formatSalary(position, locale)}</Text>
        </View>
        <View className="job__tags">
          {tags.map((tag) => (
            <Text key={tag} className="job__tag">
              {tag}
            </Text>
          ))}
        </View>
        <Text className="job__fresh" data-testid="job-freshness">
          {t('job.updated', { when: t(updated.key, { n: updated.n ?? 0 }) })}
          {position.recruiterLastActiveAt !== undefined
            ? `  ·  ${t('job.recruiterActive', { when: t(active.key, { n: active.n ?? 0 }) })}`
            : ''}
        </Text>
      </View>

      {position.recruiterName ? (
        <View className="job__card job__recruiter" data-testid="job-recruiter">
          <Text className="job__company-name">
            {[position.recruiterName, position.recruiterTitle].filter(Boolean).join(' · ')}
          </Text>
          <VerifiedBadge verified={position.recruiterVerified} testId="job-verified" />
        </View>
      ) : null}

      <View
        className="job__card job__company"
        data-testid="job-company"
        // The company's homepage: its introduction, links, other positions and recruiters.
        onClick={() => openRoute(ROUTES.company, { id: position.companyId })}
      >
        <CompanyLogo className="job__logo" logo={position.companyLogo} name={position.companyName} />
        <View className="job__company-text">
          <Text className="job__company-name">{position.companyName}</Text>
          <Text className="job__muted">{companyLine(position, t)}</Text>
        </View>
        <Text className="job__chevron">›</Text>
      </View>

      {(
        [
          ['job.responsibilities', position.responsibilities],
          ['job.requirements', position.requirements],
          ['job.conditions', position.conditions],
          ['job.workingHours', position.workingHours],
        ] as [string, string | null][]
      ).map(([title, text]) =>
        text ? (
          <View key={title} className="job__card">
            <Text className="job__section">{t(title as string)}</Text>
            <TextBlock text={text as string} />
          </View>
        ) : null,
      )}

      <View className="job__card">
        <Text className="job__section">{t('job.address')}</Text>
        {position.addressDetail ? (
          <View
            className="job__address"
            data-testid="job-address"
            // The spec's /open-location: the address, how far it is, and the phone's map apps.
            onClick={() =>
              openRoute(ROUTES.openLocation, {
                name: position.companyName,
                address: [position.regionName, position.addressDetail].filter(Boolean).join(' '),
                lat: position.latitude ?? undefined,
                lng: position.longitude ?? undefined,
              })
            }
          >
            <Text className="job__muted">
              {[position.regionName, position.addressDetail].filter(Boolean).join(' ')}
            </Text>
            <Text className="job__chevron">›</Text>
          </View>
        ) : (
          <Text className="job__muted">{position.regionName || t('workForm.online')}</Text>
        )}
        {position.recruitEnd ? (
          <Text className="job__muted">{t('job.recruitUntil', { date: position.recruitEnd })}</Text>
        ) : null}
      </View>

      <View className="job__bar">
        <View
          className={`job__save ${saved ? 'job__save--on' : ''}`}
          data-testid="job-save"
          onClick={() => void toggleSave()}
        >
          {saved ? t('job.savedShort') : t('job.save')}
        </View>
        {chat && !position.mine ? chat(position) : null}
        <ApplyButton position={position} />
      </View>
    </View>
  );
}

interface JobDetailProps {
  id: string;
  /** The 立即沟通 action (the chat feature's), composed in by the page. */
  chat?: (position: PositionDetail) => ReactNode;
}

export function JobDetail({ id, chat }: JobDetailProps) {
  return (
    <AsyncView
      testId="job"
      deps={[id]}
      load={() =>
        call(positions.detail, { id: Number(id) }).catch((error: unknown) => {
          // The error state must not wait under the server's picture of the job.
          dropFirstScreen();
          throw error;
        })
      }
    >
      {(position) => <Detail position={position} chat={chat} />}
    </AsyncView>
  );
}
