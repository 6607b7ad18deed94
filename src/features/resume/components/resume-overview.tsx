import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text, Switch, Input } from '@tarojs/components';
import type { RoutePath } from '@common/routes';
import { StateBlock } from '@/components/state-block';
import { formatSalary } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useShowLoad } from '@/lib/use-show-load';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import type { BlockedCompanyRow, Resume } from '@common/resume';
import * as resumeApi from '@/api/resume';
import { call } from '@/lib/call';
import '../strings';
import './resume-overview.scss';

function Section({
  title,
  testId,
  addRoute,
  editRoute,
  children,
  empty,
}: {
  title: string;
  testId: string;
  addRoute?: RoutePath;
  editRoute?: RoutePath;
  children?: React.ReactNode;
  empty: boolean;
}) {
  const t = useT();
  return (
    <View className="resume-section" data-testid={`section-${testId}`}>
      <View className="resume-section__head">
        <Text className="resume-section__title">{title}</Text>
        {addRoute ? (
          <Text className="resume-section__action" data-testid={`add-${testId}`} onClick={() => openRoute(addRoute)}>
            {t('resume.add')}
          </Text>
        ) : null}
        {editRoute ? (
          <Text className="resume-section__action" data-testid={`edit-${testId}`} onClick={() => openRoute(editRoute)}>
            {t('resume.edit')}
          </Text>
        ) : null}
      </View>
      {empty ? <Text className="resume-section__empty">{t('resume.emptySection')}</Text> : children}
    </View>
  );
}

function Item({
  title,
  sub,
  body,
  onClick,
  testId,
}: {
  title: string;
  sub?: string;
  body?: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <View className="resume-item" data-testid={testId} onClick={onClick}>
      <Text className="resume-item__title">{title}</Text>
      {sub ? <Text className="resume-item__sub">{sub}</Text> : null}
      {body ? <Text className="resume-item__body">{body}</Text> : null}
    </View>
  );
}

/** Who may see the resume: hide it from search, or from named companies. */
function Privacy({ resume, onChange }: { resume: Resume; onChange: () => void }) {
  const t = useT();
  const [blocked, setBlocked] = useState<BlockedCompanyRow[]>();
  const [name, setName] = useState('');

  const loadBlocked = useShowLoad(() => call(resumeApi.blocked).then(setBlocked, () => setBlocked([])));

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onChange();
      loadBlocked();
    } catch (e) {
      shownRefusal(e);
    }
  };

  return (
    <View className="resume-section" data-testid="section-privacy">
      <View className="resume-section__head">
        <Text className="resume-section__title">{t('resume.privacy')}</Text>
      </View>
      <View className="resume-privacy__row">
        <View>
          <Text>{t('resume.hideFromSearch')}</Text>
          <Text className="resume-item__sub">{resume.hidden ? t('resume.hidden') : t('resume.visible')}</Text>
        </View>
        <Switch
          checked={resume.hidden}
          color="#147a43"
          nativeProps={{ 'aria-label': t('resume.hideFromSearch') }}
          data-testid="switch-hidden"
          onChange={(e) => void run(() => call(resumeApi.setVisibility, { hidden: e.detail.value }))}
        />
      </View>
      <Text className="resume-item__sub">{t('resume.blockHint')}</Text>
      <View className="resume-privacy__add">
        <Input
          className="form-input resume-privacy__input"
          value={name}
          maxlength={51}
          placeholder={t('resume.blockPlaceholder')}
          data-testid="input-block-company"
          onInput={(e) => setName(e.detail.value)}
        />
        <Text
          className="resume-section__action"
          data-testid="block-company"
          onClick={() =>
            void run(async () => {
              await call(resumeApi.block, { companyName: name.trim() });
              setName('');
            })
          }
        >
          {t('resume.block')}
        </Text>
      </View>
      {(blocked ?? []).map((company) => (
        <View key={company.id} className="resume-privacy__row" data-testid="blocked-company">
          <Text>{company.companyName}</Text>
          <Text
            className="resume-section__action"
            onClick={() => void run(() => call(resumeApi.unblock, { id: company.id }))}
          >
            {t('resume.unblock')}
          </Text>
        </View>
      ))}
    </View>
  );
}

/** The online resume: every section with its edit entry, and how complete it is. */
export function ResumeOverview() {
  const t = useT();
  const locale = useLocale((s) => s.locale);
  const [state, setState] = useState<{ resume?: Resume; error?: string; loading: boolean }>({ loading: true });

  // On mount and whenever the page shows again: coming back from a section form shows what was just saved.
  const load = useShowLoad(() =>
    call(resumeApi.resume).then(
      (resume) => setState({ resume, loading: false }),
      (e: unknown) => setState({ error: e instanceof Error ? e.message : String(e), loading: false }),
    ),
  );

  const { resume } = state;
  if (!resume && state.loading) return <StateBlock title={t('common.loading')} />;
  if (!resume)
    return (
      <StateBlock title={t('common.loadFailed')} body={state.error} actionText={t('common.retry')} onAction={load} />
    );

  const basic = resume.basic;
  const open = (route: RoutePath, id: number) => Taro.navigateTo({ url: `/${route}?id=${id}` });
  return (
    <View className="resume">
      <View className="resume-progress" data-testid="completeness">
        <View className="resume-progress__text">
          <Text>{t('resume.completeness')}</Text>
          <Text className="resume-progress__value">{`${resume.completeness}%`}</Text>
        </View>
        <View className="resume-progress__bar">
          <View className="resume-progress__fill" style={{ width: `${resume.completeness}%` }} />
        </View>
        {resume.missing.length ? (
          <Text className="resume-item__sub">
            {t('resume.missing', { sections: resume.missing.map((s) => t(`resume.section.${s}`)).join('、') })}
          </Text>
        ) : null}
      </View>

      <Section title={t('resume.section.basic')} testId="basic" editRoute="pages/resume/basic" empty={!basic}>
        {basic ? (
          <Item
            testId="basic-item"
            title={basic.nickname}
            sub={[
              t(`gender.${basic.gender}`),
              basic.age !== null ? t('resume.age', { age: basic.age }) : '',
              t(`jobStatus.${basic.jobStatus}`),
            ]
              .filter(Boolean)
              .join(' · ')}
            body={basic.selfEvaluation}
            onClick={() => openRoute('pages/resume/basic')}
          />
        ) : null}
      </Section>

      <Section
        title={t('resume.section.expectations')}
        testId="expectations"
        addRoute="pages/resume/jobexpectations"
        empty={!resume.expectations.length}
      >
        {resume.expectations.map((e) => (
          <Item
            key={e.id}
            testId="expectation-item"
            title={e.position}
            sub={`${e.locationName} · ${formatSalary(e, locale)} · ${t(`jobType.${e.jobType}`)}`}
            onClick={() => void open('pages/resume/jobexpectations', e.id)}
          />
        ))}
      </Section>

      <Section
        title={t('resume.section.experiences')}
        testId="experiences"
        addRoute="pages/resume/expectations"
        empty={!resume.experiences.length}
      >
        {resume.experiences.map((e) => (
          <Item
            key={e.id}
            testId="experience-item"
            title={`${e.jobTitle} · ${e.industry}`}
            sub={`${e.startDate} ~ ${e.endDate ?? t('resume.upToNow')} · ${e.cityName}`}
            body={e.content}
            onClick={() => void open('pages/resume/expectations', e.id)}
          />
        ))}
      </Section>

      <Section
        title={t('resume.section.projects')}
        testId="projects"
        addRoute="pages/resume/project"
        empty={!resume.projects.length}
      >
        {resume.projects.map((p) => (
          <Item
            key={p.id}
            testId="project-item"
            title={p.name}
            sub={p.role}
            body={p.description}
            onClick={() => void open('pages/resume/project', p.id)}
          />
        ))}
      </Section>

      <Section
        title={t('resume.section.educations')}
        testId="educations"
        addRoute="pages/resume/education"
        empty={!resume.educations.length}
      >
        {resume.educations.map((e) => (
          <Item
            key={e.id}
            testId="education-item"
            title={e.school}
            sub={`${t(`degree.${e.degree}`)} · ${e.major} · ${e.graduationDate}`}
            onClick={() => void open('pages/resume/education', e.id)}
          />
        ))}
      </Section>

      <Section
        title={t('resume.section.skills')}
        testId="skills"
        editRoute="pages/resume/skillsqualifications"
        empty={!resume.skills}
      >
        {resume.skills ? (
          <Item
            testId="skills-item"
            title={resume.skills.professionalSkills || resume.skills.languages || resume.skills.certificates || ''}
            sub={[resume.skills.languages, resume.skills.certificates].filter(Boolean).join(' · ')}
            onClick={() => openRoute('pages/resume/skillsqualifications')}
          />
        ) : null}
      </Section>

      {/* 附件简历: PDF / Word files kept beside the online resume (their own page and feature). */}
      <Section title={t('resume.files')} testId="files" empty={false}>
        <Item
          testId="files-item"
          title={t('resume.filesManage')}
          sub={t('resume.filesBody')}
          onClick={() => openRoute('pages/resume/files')}
        />
      </Section>

      <Privacy resume={resume} onChange={load} />
    </View>
  );
}
