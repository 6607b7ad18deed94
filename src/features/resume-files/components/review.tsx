/**
 * 从文件填写简历 (pages/resume/fill): choose a PDF or DOCX (or open one of the seeker's files with `?fileId=`),
 * read it into a proposal, then one card per part found. 采用 saves the part through the resume's own call;
 * 修改 opens the resume's form with the part (draft-store, `?draft=1`); 忽略 drops it. Nothing is saved
 * without 采用.
 */
import { useEffect, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import type { ResumeProposal } from '@common/resume-files';
import { RESUME_FILES_MSG } from '@common/messages.resume-files';
import { routeUrl, type RoutePath } from '@common/routes';
import type { EducationBody, ExperienceBody, ProjectBody, ResumeBasicBody, SkillsBody } from '@common/resume';
import * as resumeFiles from '@/api/resume-files';
import * as resumeApi from '@/api/resume';
import { StateBlock } from '@/components/state-block';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { toast } from '@/lib/toast';
import { upload } from '@/lib/upload';
import { putDraft } from '../draft-store';
import { reviewParts, type ReviewPart, type ReviewSection } from '../review-mapping';
import { checkResumeFile, kindOfName } from '../rules';
import type { ChosenFile } from '../upload';
import '../review-strings';
import './review.scss';

const H5 = process.env.TARO_ENV === 'h5';

/** The form page of each section (修改 and 补充后保存 open it with `?draft=1`). */
export const SECTION_FORMS: Record<ReviewSection, RoutePath> = {
  basic: 'pages/resume/basic',
  education: 'pages/resume/education',
  experience: 'pages/resume/expectations',
  project: 'pages/resume/project',
  skills: 'pages/resume/skillsqualifications',
};

/** Saves an accepted part through the resume's own call. */
function savePart(part: ReviewPart): Promise<unknown> {
  const body = part.body as never;
  switch (part.section) {
    case 'basic':
      return call(resumeApi.saveBasic, body as ResumeBasicBody);
    case 'education':
      return call(resumeApi.createEducation, body as EducationBody);
    case 'experience':
      return call(resumeApi.createExperience, body as ExperienceBody);
    case 'project':
      return call(resumeApi.createProject, body as ProjectBody);
    case 'skills':
      return call(resumeApi.saveSkills, body as SkillsBody);
  }
}

/** The label of a field name on a card. */
const LABELS: Record<string, string> = {
  nickname: 'resume.f.nickname',
  gender: 'resume.f.gender',
  birthDate: 'resume.f.birthDate',
  jobStatus: 'resume.f.jobStatus',
  phone: 'fill.f.phone',
  email: 'resume.f.email',
  wechat: 'resume.f.wechat',
  selfEvaluation: 'resume.f.selfEvaluation',
  school: 'resume.f.school',
  degree: 'resume.f.degree',
  major: 'resume.f.major',
  startDate: 'resume.f.startDate',
  endDate: 'resume.f.endDate',
  graduationDate: 'resume.f.graduationDate',
  company: 'fill.f.company',
  jobTitle: 'resume.f.jobTitle',
  industry: 'resume.f.industry',
  content: 'fill.f.content',
  name: 'resume.f.projectName',
  role: 'resume.f.role',
  description: 'resume.f.projectDescription',
  performance: 'resume.f.performance',
  professionalSkills: 'resume.f.professionalSkills',
  languages: 'resume.f.languages',
  certificates: 'resume.f.certificates',
};

type Phase =
  | { status: 'choose' }
  | { status: 'reading'; percent?: number }
  | { status: 'error'; error: string }
  | { status: 'review'; parts: ReviewPart[] };

type CardState = 'open' | 'saving' | 'saved' | 'edited';

function say(title: string) {
  void toast({ title, icon: 'none' });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ReviewCard({
  part,
  state,
  onAccept,
  onEdit,
  onIgnore,
}: {
  part: ReviewPart;
  state: CardState;
  onAccept: () => void;
  onEdit: () => void;
  onIgnore: () => void;
}) {
  const t = useT();
  const label = (name: string) => {
    if (part.section === 'basic' && name === 'city') return t('fill.f.city');
    if (name === 'city') return t('resume.f.city');
    return t(LABELS[name] ?? name);
  };
  const value = (name: string, text: string) => {
    if (name === 'gender') return t(`gender.${text}`);
    if (name === 'degree') return t(`degree.${text}`);
    return text;
  };
  // An experience with a start and no end runs up to now (至今), shown right after its start.
  const rows = [...part.found];
  const start = rows.findIndex(([name]) => name === 'startDate');
  if (part.section === 'experience' && start >= 0 && !rows.some(([name]) => name === 'endDate'))
    rows.splice(start + 1, 0, ['endDate', t('fill.upToNow')]);
  const incomplete = part.missing.length > 0;
  const done = state === 'saved';
  return (
    <View
      className={`fill-card ${done ? 'fill-card--saved' : ''}`}
      data-testid="fill-card"
      data-key={part.key}
      role="listitem"
    >
      <View className="fill-card__head">
        <Text className="fill-card__title">{t(`fill.section.${part.section}`)}</Text>
        {done ? (
          <Text className="fill-card__badge" data-testid="fill-card-saved">
            {t('fill.saved')}
          </Text>
        ) : null}
      </View>
      <View className="fill-card__fields">
        {rows.map(([name, text]) => (
          <View className="fill-card__field" key={name}>
            <Text className="fill-card__label">{label(name)}</Text>
            <Text className="fill-card__value">{value(name, text)}</Text>
          </View>
        ))}
      </View>
      {incomplete && !done ? (
        <Text className="fill-card__missing" data-testid="fill-card-missing">
          {t('fill.missing', { fields: part.missing.map(label).join('、') })}
        </Text>
      ) : null}
      {state === 'edited' ? <Text className="fill-card__note">{t('fill.edited')}</Text> : null}
      {done ? null : (
        <View className="fill-card__actions">
          <View
            className="fill-card__button fill-card__button--plain"
            role="button"
            data-testid="fill-ignore"
            onClick={onIgnore}
          >
            {t('fill.ignore')}
          </View>
          <View
            className="fill-card__button fill-card__button--plain"
            role="button"
            data-testid="fill-edit"
            onClick={onEdit}
          >
            {t('fill.edit')}
          </View>
          <View
            className={`fill-card__button ${state === 'saving' ? 'fill-card__button--busy' : ''}`}
            role="button"
            aria-disabled={state === 'saving'}
            data-testid={incomplete ? 'fill-complete' : 'fill-accept'}
            onClick={() => (state === 'saving' ? undefined : incomplete ? onEdit() : onAccept())}
          >
            {incomplete ? t('fill.complete') : t('fill.accept')}
          </View>
        </View>
      )}
    </View>
  );
}

/** `fileId`: read one of the seeker's files instead of choosing one. */
export function FillFromFile({ fileId }: { fileId?: string }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>(fileId ? { status: 'reading' } : { status: 'choose' });
  const [states, setStates] = useState<Record<string, CardState>>({});
  const [ignored, setIgnored] = useState<string[]>([]);
  const input = useRef<HTMLInputElement | null>(null);

  /** The proposal as cards, merged with the existing basic and skills records. */
  const review = async (proposal: ResumeProposal) => {
    const [basic, skills] = await Promise.all([
      call(resumeApi.basic).catch(() => null),
      call(resumeApi.skills).catch(() => null),
    ]);
    setStates({});
    setIgnored([]);
    setPhase({ status: 'review', parts: reviewParts(proposal, { basic, skills }) });
  };

  useEffect(() => {
    if (!fileId) return;
    call(resumeFiles.parseFile, { id: Number(fileId) }).then(review, (error: unknown) =>
      setPhase({ status: 'error', error: messageOf(error) }),
    );
  }, [fileId]);

  const read = async (chosen: ChosenFile) => {
    const kind = kindOfName(chosen.name);
    const problem = kind === 'doc' || !kind ? RESUME_FILES_MSG.parse.kind : checkResumeFile(chosen);
    if (problem) {
      say(t(problem));
      chosen.revoke?.();
      return;
    }
    setPhase({ status: 'reading', percent: 0 });
    try {
      const proposal = await upload({
        endpoint: resumeFiles.parseUpload,
        filePath: chosen.path,
        fileName: chosen.name,
        size: chosen.size,
        showProgress: false,
        onProgress: (percent) => setPhase({ status: 'reading', percent }),
      });
      await review(proposal);
    } catch (error) {
      setPhase({ status: 'error', error: messageOf(error) });
    } finally {
      chosen.revoke?.();
    }
  };

  const choose = async () => {
    if (H5) {
      input.current?.click();
      return;
    }
    // With callbacks: Taro does not wrap chooseMessageFile in a promise on weapp (it hands the call to wx as is).
    const result = await new Promise<Taro.chooseMessageFile.SuccessCallbackResult | undefined>((resolve) => {
      Taro.chooseMessageFile({
        count: 1,
        type: 'file',
        extension: ['pdf', 'docx'],
        success: resolve,
        fail: () => resolve(undefined), // closed the picker
      });
    });
    const file = result?.tempFiles[0];
    if (file) await read({ path: file.path, name: file.name, size: file.size });
  };

  const onInputChange = (event: { target: EventTarget | null }) => {
    const element = event.target as HTMLInputElement;
    const file = element.files?.[0];
    element.value = '';
    if (!file) return;
    const path = URL.createObjectURL(file);
    void read({ path, name: file.name, size: file.size, revoke: () => URL.revokeObjectURL(path) });
  };

  const setState = (key: string, state: CardState) => setStates((now) => ({ ...now, [key]: state }));

  const accept = async (part: ReviewPart) => {
    setState(part.key, 'saving');
    try {
      await savePart(part);
      setState(part.key, 'saved');
    } catch (error) {
      setState(part.key, 'open');
      shownRefusal(error); // the request layer toasted the reason
    }
  };

  const edit = (part: ReviewPart) => {
    putDraft(part.section, part.body);
    setState(part.key, 'edited');
    void Taro.navigateTo({ url: routeUrl(SECTION_FORMS[part.section], { draft: 1 }) });
  };

  const toResume = () => void Taro.redirectTo({ url: routeUrl('pages/resume/index') });
  const back = () => void Taro.navigateBack().catch(() => Taro.redirectTo({ url: routeUrl('pages/resume/index') }));

  const picker = H5 ? (
    <input
      ref={input}
      className="fill__input"
      type="file"
      accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
      aria-label={t('fill.choose')}
      data-testid="fill-input"
      onChange={onInputChange}
    />
  ) : null;

  const chooseButton = (
    <View className="fill__button" role="button" data-testid="fill-choose" onClick={() => void choose()}>
      {t('fill.choose')}
    </View>
  );

  const parts = phase.status === 'review' ? phase.parts.filter((part) => !ignored.includes(part.key)) : [];
  const allHandled =
    phase.status === 'review' && phase.parts.length > 0 && parts.every((part) => states[part.key] === 'saved');

  return (
    <View className="fill" data-testid="resume-fill">
      {phase.status === 'choose' ? (
        <View className="fill__start">
          <Text className="fill__intro">{t('fill.intro')}</Text>
          {chooseButton}
        </View>
      ) : null}

      {phase.status === 'reading' ? (
        <View className="fill__reading" data-testid="fill-reading">
          <Text className="fill__reading-text">
            {phase.percent === undefined || phase.percent >= 100
              ? t('fill.readingFile')
              : t('fill.reading', { percent: phase.percent })}
          </Text>
          <View
            className="fill__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.percent ?? 0}
            aria-label={t('fill.readingFile')}
          >
            <View className="fill__fill" style={{ width: `${phase.percent ?? 30}%` }} />
          </View>
        </View>
      ) : null}

      {phase.status === 'error' ? (
        <View data-testid="fill-error">
          <StateBlock title={t('fill.failed')} body={phase.error} />
          {chooseButton}
        </View>
      ) : null}

      {phase.status === 'review' && !phase.parts.length ? (
        <View data-testid="fill-empty">
          <StateBlock title={t('fill.empty')} body={t('fill.emptyBody')} />
          {chooseButton}
        </View>
      ) : null}

      {phase.status === 'review' && phase.parts.length ? (
        <View className="fill__review">
          <Text className="fill__hint" data-testid="fill-hint">
            {t('fill.hint', { count: phase.parts.length })}
          </Text>
          <View className="fill__list" role="list">
            {parts.map((part) => (
              <ReviewCard
                key={part.key}
                part={part}
                state={states[part.key] ?? 'open'}
                onAccept={() => void accept(part)}
                onEdit={() => edit(part)}
                onIgnore={() => setIgnored((now) => [...now, part.key])}
              />
            ))}
          </View>
          {allHandled || !parts.length ? (
            <StateBlock title={t('fill.done')} body={t('fill.doneBody')} testId="fill-done" />
          ) : null}
        </View>
      ) : null}

      <View className="fill__more">
        {phase.status === 'review' ? (
          <View className="fill__link" role="button" data-testid="fill-to-resume" onClick={toResume}>
            {t('fill.toResume')}
          </View>
        ) : (
          <View className="fill__link" role="button" data-testid="fill-back" onClick={back}>
            {t('fill.back')}
          </View>
        )}
      </View>
      {picker}
    </View>
  );
}
