import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import type { ResumeSummary } from '@common/resume';
import { Avatar } from '@/components/avatar';
import { formatSalary } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import './talent-card.scss';
import '@/locales/recruiting';

/** The 打招呼 action of a row (the chat feature's), composed in by the page. */
export type Greet = (seekerId: number) => ReactNode;

/**
 * A seeker as recruiters see them in a list (the resume search, 推荐牛人): who, what they want, their latest
 * job and school; tapping opens the resume. `reasons` (推荐牛人) says why they are shown, already in words.
 */
export function TalentCard({ resume, greet, reasons }: { resume: ResumeSummary; greet?: Greet; reasons?: string[] }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const wanted = resume.expectations[0];
  const facts = [
    resume.age !== null ? t('resume.age', { age: resume.age }) : '',
    resume.workYears > 0 ? t('talent.workYears', { years: resume.workYears }) : t('talent.fresh'),
    resume.highestDegree ? t(`degree.${resume.highestDegree}`) : '',
    t(`jobStatus.${resume.jobStatus}`),
  ].filter(Boolean);
  return (
    <View
      className="talent-card"
      data-testid="resume-card"
      // A tap anywhere opens the resume; the name is the link the keyboard reaches (the greeting button
      // inside is a button of its own, and a button holds no button).
      role="presentation"
      onClick={() => openRoute('pages/applicant/ApplicationDetails', { seekerId: resume.seekerId })}
    >
      <View className="talent-card__head">
        <Avatar src={resume.avatar} name={resume.nickname} className="talent-card__avatar" />
        <View className="talent-card__who">
          <Text className="talent-card__name" {...{ role: 'link', tabIndex: 0 }}>
            {resume.nickname}
          </Text>
          <Text className="talent-card__facts">{facts.join(' · ')}</Text>
        </View>
        {greet ? greet(resume.seekerId) : null}
      </View>
      {reasons?.length ? (
        <Text className="talent-card__reasons" data-testid="talent-card-reasons">
          {reasons.join(' · ')}
        </Text>
      ) : null}
      {wanted ? (
        <Text className="talent-card__line">
          {t('talent.wants', {
            position: wanted.position,
            city: wanted.locationName,
            // One salary format everywhere (1.5万-2.5万, 15k-25k).
            salary: formatSalary(wanted, locale),
          })}
        </Text>
      ) : null}
      {resume.lastJob ? (
        <Text className="talent-card__line">
          {t('talent.lastJob', { title: resume.lastJob.jobTitle, industry: resume.lastJob.industry })}
        </Text>
      ) : null}
      {resume.school ? (
        <Text className="talent-card__line">{`${resume.school}${resume.major ? ` · ${resume.major}` : ''}`}</Text>
      ) : null}
    </View>
  );
}
