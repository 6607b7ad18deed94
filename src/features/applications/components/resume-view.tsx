import type { ReactNode } from 'react';
import Taro from '@tarojs/taro';
import { withPlatformApi } from '@/lib/platform/supported';
import { View, Text } from '@tarojs/components';
import { Avatar } from '@/components/avatar';
import { formatSalary } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import type { ResumeDetail } from '@common/resume';
import './resume-view.scss';
import '../strings';
import '@/locales/recruiting';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <View className="rv-block" data-testid={`rv-${testId}`}>
      <Text className="rv-block__title">{title}</Text>
      {children}
    </View>
  );
}

function Row({ title, sub, body }: { title: string; sub?: string; body?: string | null }) {
  return (
    <View className="rv-row">
      <Text className="rv-row__title">{title}</Text>
      {sub ? <Text className="rv-row__sub">{sub}</Text> : null}
      {body ? <Text className="rv-row__body">{body}</Text> : null}
    </View>
  );
}

/**
 * A seeker's resume as a recruiter reads it (read-only). Contacts are masked until the seeker applied to
 * the company (the server decides); a visible phone can be called or copied.
 */
export function ResumeView({ resume }: { resume: ResumeDetail }) {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const basic = resume.basic;
  const facts = [
    basic?.gender ? t(`gender.${basic.gender}`) : '',
    basic?.age !== null && basic?.age !== undefined ? t('resume.age', { age: basic.age }) : '',
    resume.workYears > 0 ? t('talent.workYears', { years: resume.workYears }) : t('talent.fresh'),
    resume.highestDegree ? t(`degree.${resume.highestDegree}`) : '',
    basic?.jobStatus ? t(`jobStatus.${basic.jobStatus}`) : '',
  ].filter(Boolean);
  const { contact } = resume;
  return (
    <View className="rv" data-testid="resume-view">
      <View className="rv-head">
        <Avatar src={resume.avatar} name={basic?.nickname} className="rv-head__avatar" />
        <View className="rv-head__who">
          <Text className="rv-head__name">{basic?.nickname ?? ''}</Text>
          <Text className="rv-head__facts">{facts.join(' · ')}</Text>
        </View>
      </View>
      <Block title={t('rv.contact')} testId="contact">
        {contact.phone ? (
          <Text
            className="rv-contact"
            data-testid="rv-phone"
            onClick={() =>
              contact.visible
                ? void withPlatformApi('makePhoneCall', () => Taro.makePhoneCall({ phoneNumber: contact.phone }))
                : undefined
            }
          >
            {t('common.labelValue', { label: t('rv.phone'), value: contact.phone })}
          </Text>
        ) : null}
        {contact.wechat ? (
          <Text className="rv-contact">{t('common.labelValue', { label: t('rv.wechat'), value: contact.wechat })}</Text>
        ) : null}
        {contact.email ? (
          <Text className="rv-contact">{t('common.labelValue', { label: t('rv.email'), value: contact.email })}</Text>
        ) : null}
        {contact.visible ? null : <Text className="rv-row__sub">{t('rv.masked')}</Text>}
      </Block>
      {basic?.selfEvaluation ? (
        <Block title={t('rv.self')} testId="self">
          <Text className="rv-row__body">{basic.selfEvaluation}</Text>
        </Block>
      ) : null}
      {resume.expectations.length ? (
        <Block title={t('resume.section.expectations')} testId="expectations">
          {resume.expectations.map((e) => (
            <Row
              key={e.id}
              title={e.position}
              sub={`${e.locationName} · ${formatSalary(e, locale)} · ${t(`jobType.${e.jobType}`)}`}
            />
          ))}
        </Block>
      ) : null}
      {resume.experiences.length ? (
        <Block title={t('resume.section.experiences')} testId="experiences">
          {resume.experiences.map((e) => (
            <Row
              key={e.id}
              title={`${e.jobTitle} · ${e.industry}`}
              sub={`${e.startDate} ~ ${e.endDate ?? t('resume.upToNow')} · ${e.cityName}`}
              body={e.content}
            />
          ))}
        </Block>
      ) : null}
      {resume.projects.length ? (
        <Block title={t('resume.section.projects')} testId="projects">
          {resume.projects.map((p) => (
            <Row key={p.id} title={p.name} sub={p.role} body={p.description} />
          ))}
        </Block>
      ) : null}
      {resume.educations.length ? (
        <Block title={t('resume.section.educations')} testId="educations">
          {resume.educations.map((e) => (
            <Row key={e.id} title={e.school} sub={`${t(`degree.${e.degree}`)} · ${e.major} · ${e.graduationDate}`} />
          ))}
        </Block>
      ) : null}
      {resume.skills ? (
        <Block title={t('resume.section.skills')} testId="skills">
          {resume.skills.professionalSkills ? <Row title={resume.skills.professionalSkills} /> : null}
          {resume.skills.languages ? <Row title={resume.skills.languages} /> : null}
          {resume.skills.certificates ? <Row title={resume.skills.certificates} /> : null}
        </Block>
      ) : null}
    </View>
  );
}
