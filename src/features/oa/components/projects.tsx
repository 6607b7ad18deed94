import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { PROJECT_STATUSES, PROJECT_STATUS_LABEL, type ProjectStatus } from '@common/constants';
import {
  PROJECT_POST_MAX,
  memberSchema,
  projectSchema,
  type ProjectBody,
  type ProjectDetail,
  type StaffRow,
} from '@common/oa';
import * as oa from '@/api/oa';
import { AsyncView } from '@/components/async-view';
import { Avatar } from '@/components/avatar';
import { SubmitButton, TextAreaField, TextField } from '@/components/form';
import { ImageField } from '@/components/image-field';
import { DateField, SelectField } from '@/components/pickers';
import { StateBlock } from '@/components/state-block';
import { Tabs } from '@/components/tabs';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useForm } from '@/lib/use-form';
import { oaApi } from '../api/oa-api';
import { confirm } from './staff-list';
import './oa.scss';
import '../strings';

const PROJECT_INFO = 'pages/oa/project/info';
const PROJECT_OPERATE = 'pages/oa/project/operate';
type Tab = 'all' | ProjectStatus;

/** Projects by status (which follows the period), with member counts. */
export function ProjectList() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('all');
  return (
    <View className="oa">
      <View className="oa-bar">
        <View className="oa-grow" />
        <Text className="oa-primary" data-testid="project-add" onClick={() => openRoute(PROJECT_OPERATE)}>
          {t('project.add')}
        </Text>
      </View>
      <Tabs
        items={(['all', ...PROJECT_STATUSES] as Tab[]).map((key) => ({
          key,
          label: key === 'all' ? t('office.status.all') : t(PROJECT_STATUS_LABEL[key]),
        }))}
        value={tab}
        onChange={setTab}
      />
      <AsyncView
        load={() => call(oa.projectList, { status: tab === 'all' ? undefined : tab })}
        deps={[tab]}
        testId="projects"
      >
        {(rows) =>
          rows.length ? (
            <View>
              {rows.map((row) => (
                <View
                  key={row.id}
                  className="oa-card oa-card--row"
                  data-testid="project-card"
                  onClick={() => openRoute(PROJECT_INFO, { id: row.id })}
                >
                  <Avatar src={row.logo} name={row.name} kind="project" className="oa-avatar" />
                  <View className="oa-card__body">
                    <View className="oa-card__head">
                      <Text className="oa-card__title">{row.name}</Text>
                      <Text className={`oa-tag oa-tag--${row.status}`}>{t(PROJECT_STATUS_LABEL[row.status])}</Text>
                    </View>
                    <Text className="oa-card__line">
                      {t('project.period', { start: row.startDate, end: row.endDate })}
                    </Text>
                    <Text className="oa-card__line">{t('project.members', { count: row.memberCount })}</Text>
                  </View>
                </View>
              ))}
            </View>
          ) : (
            <StateBlock title={t('project.none')} body={t('project.noneBody')} testId="projects-empty" />
          )
        }
      </AsyncView>
    </View>
  );
}

/** Add (no id) or modify (`id`) a project. */
export function ProjectEditor({ id }: { id?: number }) {
  const load = async (): Promise<Partial<ProjectBody>> => {
    if (!id) return {};
    const detail = await call(oa.projectDetail, { id });
    return {
      name: detail.name,
      logo: detail.logo,
      startDate: detail.startDate,
      endDate: detail.endDate,
      introduction: detail.introduction,
      content: detail.content,
    };
  };
  return (
    <AsyncView load={load} deps={[id]} testId="project-editor">
      {(initial) => <ProjectForm id={id} initial={initial} />}
    </AsyncView>
  );
}

function ProjectForm({ id, initial }: { id?: number; initial: Partial<ProjectBody> }) {
  const t = useT();
  const form = useForm(projectSchema, initial);
  const v = form.values as Partial<ProjectBody>;
  const set = (key: keyof ProjectBody, value: string) => form.set(key as never, value as never);
  const save = () =>
    form.submit(async (body) => {
      const saved = id ? await call(oa.updateProject, { ...body, id }) : await call(oa.createProject, body);
      Taro.redirectTo({ url: `/${PROJECT_INFO}?id=${saved.id}` }).catch(() => undefined);
    });
  return (
    <View className="oa-form" data-testid="project-form">
      <TextField
        name="name"
        label={t('project.f.name')}
        value={v.name}
        maxlength={51}
        error={form.errors.name}
        onChange={(value) => set('name', value)}
      />
      <ImageField name="logo" label={t('project.f.logo')} value={v.logo} onChange={(url) => set('logo', url)} />
      <DateField
        name="startDate"
        label={t('project.f.startDate')}
        value={v.startDate}
        start="2000-01-01"
        end="2100-12-31"
        error={form.errors.startDate}
        onChange={(value) => set('startDate', value)}
      />
      <DateField
        name="endDate"
        label={t('project.f.endDate')}
        value={v.endDate}
        start="2000-01-01"
        end="2100-12-31"
        error={form.errors.endDate}
        onChange={(value) => set('endDate', value)}
      />
      <TextAreaField
        name="introduction"
        label={t('project.f.introduction')}
        value={v.introduction}
        maxlength={500}
        error={form.errors.introduction}
        onChange={(value) => set('introduction', value)}
      />
      <TextAreaField
        name="content"
        label={t('project.f.content')}
        value={v.content}
        maxlength={2000}
        error={form.errors.content}
        onChange={(value) => set('content', value)}
      />
      <SubmitButton
        text={t('office.save')}
        loading={form.submitting}
        testId="project-save"
        onClick={() => void save()}
      />
    </View>
  );
}

/**
 * Text as typed, one block a line: a line break in the stored text is kept on every platform (H5 collapses
 * it in an inline text), an empty line stays as a gap.
 */
function Lines({ text, testId }: { text: string; testId: string }) {
  return (
    <View className="oa-lines" data-testid={testId}>
      {text.split('\n').map((line, index) => (
        <Text key={index} className="oa-card__line oa-lines__line">
          {line || '\u00a0'}
        </Text>
      ))}
    </View>
  );
}

/**
 * A project with its members: add a staff member with a post (at most once: the picker offers only the
 * active staff not in it yet), remove one, end it early.
 */
export function ProjectInfo({ id }: { id: number }) {
  const [version, setVersion] = useState(0);
  return (
    <AsyncView
      load={() => Promise.all([call(oa.projectDetail, { id }), oaApi.pickableStaff(id)])}
      deps={[id, version]}
      testId="project-info"
    >
      {([project, staff]) => <Info project={project} staff={staff} onChanged={() => setVersion((n) => n + 1)} />}
    </AsyncView>
  );
}

function Info({ project, staff, onChanged }: { project: ProjectDetail; staff: StaffRow[]; onChanged: () => void }) {
  const t = useT();
  const form = useForm(memberSchema, { post: '' });
  const ended = project.status === 'ended';
  // The server leaves the members out already; the detail is the fresher word (a member added meanwhile).
  const members = new Set(project.members.map((member) => member.staffId));
  const pickable = staff.filter((row) => !members.has(row.id));
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onChanged();
    } catch (error) {
      shownRefusal(error);
    }
  };
  return (
    <View className="oa" data-testid="project-info">
      <View className="oa-card">
        <View className="oa-card__head">
          <Text className="oa-card__title">{project.name}</Text>
          <Text className={`oa-tag oa-tag--${project.status}`} data-testid="project-status">
            {t(PROJECT_STATUS_LABEL[project.status])}
          </Text>
        </View>
        <Text className="oa-card__line">{t('project.period', { start: project.startDate, end: project.endDate })}</Text>
        <Lines text={project.introduction} testId="project-introduction" />
        {project.content ? <Lines text={project.content} testId="project-content" /> : null}
      </View>

      <View className="oa-card">
        <Text className="oa-card__title">
          {t('project.memberList')} · {project.memberCount}
        </Text>
        {project.members.length ? null : <Text className="oa-card__line">{t('project.noMembers')}</Text>}
        {project.members.map((member) => (
          <View key={member.staffId} className="oa-member" data-testid="project-member">
            <Text className="oa-member__name">
              {member.name} · {member.post}
            </Text>
            <Text className="oa-card__line oa-grow">{member.position}</Text>
            {ended ? null : (
              <Text
                className="oa-link"
                onClick={() => void act(() => call(oa.removeMember, { id: project.id, staffId: member.staffId }))}
              >
                {t('project.remove')}
              </Text>
            )}
          </View>
        ))}
      </View>

      {ended ? null : (
        <View className="oa-form" data-testid="member-form">
          <Text className="oa-card__title">{t('project.addMember')}</Text>
          <SelectField
            name="staffId"
            label={t('project.pickStaff')}
            value={form.values.staffId ? String(form.values.staffId) : undefined}
            options={pickable.map((row) => ({ value: String(row.id), label: `${row.name} · ${row.position}` }))}
            error={form.errors.staffId}
            onChange={(value) => form.set('staffId', Number(value))}
          />
          <TextField
            name="post"
            label={t('project.post')}
            value={form.values.post}
            maxlength={PROJECT_POST_MAX + 1}
            placeholder={t('project.postHint')}
            error={form.errors.post}
            onChange={(value) => form.set('post', value)}
          />
          <SubmitButton
            text={t('project.addMember')}
            loading={form.submitting}
            testId="member-add"
            onClick={() =>
              void form.submit(async (body) => {
                await call(oa.addMember, { ...body, id: project.id });
                onChanged();
              })
            }
          />
        </View>
      )}

      <View className="oa-actions">
        <SubmitButton plain text={t('project.edit')} onClick={() => openRoute(PROJECT_OPERATE, { id: project.id })} />
        {ended ? null : (
          <SubmitButton
            plain
            text={t('project.end')}
            testId="project-end"
            onClick={() =>
              void confirm(t('project.endConfirm')).then((ok) =>
                ok ? act(() => call(oa.endProject, { id: project.id })) : undefined,
              )
            }
          />
        )}
        <SubmitButton
          plain
          text={t('project.delete')}
          onClick={() =>
            void confirm(t('project.deleteConfirm')).then(async (ok) => {
              if (!ok) return;
              try {
                await call(oa.removeProject, { id: project.id });
                Taro.navigateBack().catch(() => undefined);
              } catch (error) {
                shownRefusal(error);
              }
            })
          }
        />
      </View>
    </View>
  );
}
