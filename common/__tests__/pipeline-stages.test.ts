/**
 * The pipeline's words and buttons: every stage has its name in both languages, each side's actions per
 * stage are the ones the screens show (the server refuses the others), and every kind NOTIFICATION_STAGE
 * names is a notification kind.
 */
import { pipelineEn, pipelineZhHans } from '../messages.pipeline';
import { NOTIFICATION_KINDS } from '../notifications';
import {
  NOTIFICATION_STAGE,
  PIPELINE_ACTION_LABEL,
  STAGES,
  STAGE_LABEL,
  notificationStage,
  stageActions,
  stageAllows,
  type PipelineAction,
  type Stage,
} from '../pipeline';

const zh = pipelineZhHans as Record<string, string>;
const en = pipelineEn as Record<string, string>;

test('every stage and action is named in Chinese and English', () => {
  expect(STAGES.map((stage) => zh[STAGE_LABEL[stage]])).toEqual([
    '已投递',
    '已查看',
    '初筛通过',
    '面试中',
    '面试通过',
    '已签约',
    '已入职',
    '不合适',
    '已撤回',
  ]);
  for (const stage of STAGES) expect(en[STAGE_LABEL[stage]]).toBeTruthy();
  for (const key of Object.values(PIPELINE_ACTION_LABEL)) {
    expect(zh[key]).toBeTruthy();
    expect(en[key]).toBeTruthy();
  }
});

const EXPECTED: Record<Stage, { recruiter: PipelineAction[]; seeker: PipelineAction[] }> = {
  delivered: { recruiter: ['reject', 'pass', 'invite'], seeker: ['withdraw'] },
  viewed: { recruiter: ['reject', 'pass', 'invite'], seeker: ['withdraw'] },
  screened: { recruiter: ['reject', 'invite'], seeker: ['withdraw'] },
  interviewing: { recruiter: ['reject'], seeker: ['withdraw'] },
  offered: { recruiter: ['reject', 'startContract'], seeker: [] },
  signed: { recruiter: ['addStaff'], seeker: [] },
  hired: { recruiter: [], seeker: [] },
  rejected: { recruiter: [], seeker: [] },
  withdrawn: { recruiter: [], seeker: [] },
};

test.each(STAGES.flatMap((stage) => (['recruiter', 'seeker'] as const).map((side) => [stage, side] as const)))(
  '%s, %s: the actions in button order, and no other is allowed',
  (stage, side) => {
    expect(stageActions(stage, side)).toEqual(EXPECTED[stage][side]);
    for (const action of Object.keys(PIPELINE_ACTION_LABEL) as PipelineAction[]) {
      expect(stageAllows(stage, side, action)).toBe(EXPECTED[stage][side].includes(action));
    }
  },
);

test('a notification names a stage only for kinds that exist', () => {
  for (const kind of Object.keys(NOTIFICATION_STAGE)) expect(NOTIFICATION_KINDS).toContain(kind);
  expect(notificationStage('application_passed')).toBe('screened');
  expect(notificationStage('interview_invited')).toBe('interviewing');
  expect(notificationStage('interview_passed')).toBe('offered');
  expect(notificationStage('contract_signed')).toBe('signed');
  expect(notificationStage('application_auto_closed')).toBe('rejected');
  expect(notificationStage('application_withdrawn')).toBe('withdrawn');
  expect(notificationStage('interview_cancelled_seeker')).toBeUndefined();
  expect(notificationStage('position_approved')).toBeUndefined();
  expect(notificationStage('toString')).toBeUndefined();
});
