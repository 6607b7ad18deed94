/**
 * The world of the authorization matrix (authorization-matrix.test.ts), made through the API as its users
 * would make it: owner A is a seeker and a recruiter with everything the routes take ids of; B is another
 * seeker and another company's recruiter, with just enough of their own for the cross-tenant cases (A's id
 * sent inside B's own conversation, project or staff form). Every value of A that no one else may read is
 * collected in `secrets` (`openResume`: the few that recruiters see in an open resume by design);
 * `snapshot()` reads all of A's data as A, to show that refused writes changed nothing.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { staffBody as baseStaffBody } from './oa-helpers';
import type { ManualClock } from '../src/core/clock';
import {
  applied,
  completeResume,
  invited,
  readySeeker,
  recruiterWithPosition,
  type Recruiter,
} from './applications-helpers';
import { contractBody, multipart, SEEKER_ID_NUMBER, signaturePng, TINY_PDF } from './contracts-helpers';
import { body, build, injectAs, type TestCaller } from './helpers';
import { call, validCompany, validPosition } from './positions-helpers';
import { validEducation, validExpectation, validProject, validSkills } from './resume-helpers';

export const HOUR = 3_600_000;

/** What only seeker A and recruiter A may ever read (none of it may appear in an answer to anyone else). */
export const A = {
  seeker: { nickname: '甲求职者', wechat: 'wx_owner_a1', email: 'owner.a@example.com' },
  /** Recruiters see these in an open resume (by design); nobody else does. */
  resume: { project: '甲的项目经历', school: '甲的母校大学' },
  draftTitle: '甲司未审核的内部岗位',
  /** Recruiter A's ID number in their verification (answered masked only, to A and operators). */
  verificationIdNumber: '330106199003071236',
  seekerText: '甲的私信：下周二下午可以面试',
  recruiterText: '甲司回复：请带上作品集原件',
  bankCard: '6222029876543210987',
  staff: { name: '甲司员工王小红', phone: '13912345678' },
  oaProject: '甲司内部保密项目',
  question: '甲问助手：杭州有哪些前端岗位',
} as const;

/** Seeker B's and recruiter B's own data is told apart from A's by these names. */
const B = {
  seeker: { nickname: '乙求职者', wechat: 'wx_other_b2', email: 'other.b@example.com' },
  company: '别家科技有限公司',
};

export const ID_PHOTO = () => Buffer.from(signaturePng(40, 30).split(',')[1], 'base64');

export const staffBody = (overrides: Record<string, unknown> = {}) =>
  baseStaffBody({ name: A.staff.name, phone: A.staff.phone, idNumber: SEEKER_ID_NUMBER, ...overrides });

export function oaProjectBody(name: string) {
  return {
    name,
    logo: '',
    startDate: '2026-05-01',
    endDate: '2026-12-31',
    introduction: '项目介绍',
    content: '',
  };
}

/** Succeeds or throws with the refusal (set-up steps must all work). */
async function ok(caller: TestCaller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const answer = await call(caller, method, url, payload);
  if (answer.code !== 200) throw new Error(`${method} ${url} refused: ${answer.msg}`);
  return answer.data;
}

async function okRaw(caller: TestCaller, options: InjectOptions) {
  const answer = body(await caller.inject(options));
  if (answer.code !== 200) throw new Error(`${options.method} ${options.url} refused: ${answer.msg}`);
  return answer.data;
}

let clientCounter = 0;
export const clientId = () => `authz-${(clientCounter += 1)}-${Date.now()}`;

export interface World {
  app: FastifyInstance;
  clock: ManualClock;
  operator: TestCaller;
  seekerA: TestCaller;
  recruiterA: Recruiter;
  seekerB: TestCaller;
  recruiterB: Recruiter;
  /** A's ids, by what they are. */
  ids: {
    seekerA: number;
    companyA: number;
    /** Approved positions of recruiter A (P1..P4, seeker A saved P2) and one still under review (draft). */
    positions: number[];
    draftPosition: number;
    /** Seeker A's applications to P1..P4: offers 1-3, app 4 delivered with an invited interview. */
    applications: number[];
    interviews: number[];
    /** c1 sent (with an attachment), c2 a draft, c3 signed on paper. */
    contracts: { sent: number; draft: number; signed: number };
    conversation: number;
    /** Recruiter A's pending request to exchange phone numbers in the conversation. */
    exchange: number;
    /** Recruiter A's pending request for an attachment resume in the conversation. */
    resumeFileRequest: number;
    messages: number[];
    project: number;
    education: number;
    experience: number;
    expectation: number;
    blocked: number;
    staff: number;
    photoKey: string;
    /** The key of the company's business license (a private document). */
    document: string;
    oaProject: number;
    notifications: { seeker: number; recruiter: number };
    assistantSession: number;
    /** Seeker A's report of the conversation, and a mute on another recruiter to lift. */
    report: number;
    measure: number;
    upload: string;
    /** Recruiter A's pending verification. */
    verification: number;
    /** Two newcomers' pending requests to join A's company: one to approve, one to decline. */
    joinRequests: { approve: number; reject: number };
    /** Seeker A's resume file (附件简历), attached to application 4 (so recruiter A may open it). */
    resumeFile: number;
    resumeFileKey: string;
  };
  /** B's own, for the cases that send A's id inside B's own resource. */
  idsB: { conversation: number; oaProject: number; position: number };
  /** Strings of A that must never be in an answer to anyone but A. */
  secrets: string[];
  /** What an open resume shows every recruiter with an approved company (by design): A's name and records. */
  openResume: string[];
}

export async function authorizationWorld(clock: ManualClock): Promise<World> {
  const app = await build({ clock, env: { SEED_DEMO: 'false', TOKEN_TTL_DAYS: '90' } });
  const operator = await injectAs(app, 'operator');

  // ---- Recruiter A: an approved company with a private document, four approved positions, one under review
  const recruiterA = await recruiterWithPosition(app, operator, clock);
  const documentLink = (
    await okRaw(recruiterA, {
      method: 'POST',
      url: '/api/uploads/documents',
      ...multipart({ name: 'license.png', content: ID_PHOTO(), type: 'image/png' }),
    })
  ).url as string;
  // A new license sends the company back to review; the operator approves it again.
  await ok(recruiterA, 'PUT', 'company', { ...validCompany, businessLicense: documentLink });
  await ok(operator, 'POST', `review/companies/${recruiterA.companyId}/approve`);
  // A's recruiter verification, pending, its proof a private document.
  await ok(recruiterA, 'POST', 'user/verification', {
    realName: '甲招聘者',
    idNumber: A.verificationIdNumber,
    proofKind: 'badge',
    proofFiles: [documentLink],
  });
  const { id: verification } = await app.db
    .selectFrom('recruiter_verifications')
    .select('id')
    .where('user_id', '=', recruiterA.userId)
    .executeTakeFirstOrThrow();
  const document = documentLink.split('?')[0].split('/').pop()!;
  const positions = [recruiterA.positionId];
  for (const title of ['后端开发工程师', '测试工程师', '产品经理']) {
    const id = (await ok(recruiterA, 'POST', 'positions', validPosition(clock, { title }))).id as number;
    await ok(operator, 'POST', `review/positions/${id}/approve`);
    positions.push(id);
  }
  const draftPosition = (await ok(recruiterA, 'POST', 'positions', validPosition(clock, { title: A.draftTitle })))
    .id as number;
  // Two new recruiters ask to join A's company; A (its first recruiter) or an operator answers.
  const joinRequests = { approve: 0, reject: 0 };
  for (const key of ['approve', 'reject'] as const) {
    const newcomer = await injectAs(app, 'recruiter');
    joinRequests[key] = (await ok(newcomer, 'POST', `companies/${recruiterA.companyId}/join`)).id as number;
  }

  // ---- Seeker A: a complete resume with every kind of record -----------------------------------------
  const seekerA = await injectAs(app, 'seeker');
  await completeResume(seekerA, A.seeker);
  const saved = await ok(seekerA, 'GET', 'resume');
  const [education, experience] = [saved.educations[0].id as number, saved.experiences[0].id as number];
  await ok(seekerA, 'PUT', 'app/educationExperience/edit', {
    ...validEducation,
    id: education,
    school: A.resume.school,
  });
  const project = (await ok(seekerA, 'POST', 'resume/projects', { ...validProject, name: A.resume.project })).id;
  await ok(seekerA, 'PUT', 'resume/skills', validSkills);
  const expectation = (await ok(seekerA, 'POST', 'expectations', validExpectation)).id;
  const blocked = (await ok(seekerA, 'POST', 'resume/blocked', { companyName: '丙方科技有限公司' })).id;
  const upload = (
    await okRaw(seekerA, {
      method: 'POST',
      url: '/api/uploads',
      ...multipart({ name: 'avatar.png', content: ID_PHOTO(), type: 'image/png' }),
    })
  ).url
    .split('/')
    .pop() as string;

  await ok(seekerA, 'POST', `positions/${positions[1]}/save`);

  // ---- Applications, interviews, offers --------------------------------------------------------------
  const applications: number[] = [];
  const interviews: number[] = [];
  for (const [index, positionId] of positions.entries()) {
    const applicationId = await applied(seekerA, positionId);
    const interviewId = await invited(recruiterA, clock, applicationId);
    if (index < 3) {
      await ok(seekerA, 'POST', `interviews/${interviewId}/accept`);
      await ok(recruiterA, 'POST', `interviews/${interviewId}/pass`);
    }
    applications.push(applicationId);
    interviews.push(interviewId);
  }
  const resumeFile = (
    await okRaw(seekerA, {
      method: 'POST',
      url: '/api/resume/files',
      ...multipart({ name: `${A.seeker.nickname}-简历.pdf`, content: TINY_PDF, type: 'application/pdf' }),
    })
  ).id as number;
  await app.services.resumeFiles.grantForApplication({
    seekerId: seekerA.userId,
    fileId: resumeFile,
    recruiterUserId: recruiterA.userId,
    applicationId: applications[3],
  });
  const resumeFileKey = (
    await app.db.selectFrom('resume_files').select('file_key').where('id', '=', resumeFile).executeTakeFirstOrThrow()
  ).file_key;

  // ---- Contracts: sent (with an attachment), draft, signed on paper ----------------------------------
  const contract = (applicationId: number, overrides: Record<string, unknown> = {}) =>
    contractBody(applicationId, { partyBName: A.seeker.nickname, bankCard: A.bankCard, ...overrides });
  const sent = (await ok(recruiterA, 'POST', 'contracts', contract(applications[0]))).id as number;
  await okRaw(recruiterA, {
    method: 'POST',
    url: `/api/contracts/${sent}/attachment`,
    ...multipart({ name: '补充条款.pdf', content: TINY_PDF, type: 'application/pdf' }),
  });
  await ok(recruiterA, 'POST', `contracts/${sent}/send`, {
    deadline: new Date(clock.now() + 72 * HOUR).toISOString(),
  });
  // Party B opens it once (the first view is recorded), so that reading it later changes nothing.
  const sentDetail = await ok(seekerA, 'GET', `contracts/${sent}`);
  const draft = (await ok(recruiterA, 'POST', 'contracts', contract(applications[1]))).id as number;
  const signed = (await ok(recruiterA, 'POST', 'contracts', contract(applications[2], { kind: 'paper' }))).id as number;
  await okRaw(recruiterA, {
    method: 'POST',
    url: `/api/contracts/${signed}/paper`,
    ...multipart({ name: '扫描件.pdf', content: TINY_PDF, type: 'application/pdf' }, { signedAt: '2026-05-01' }),
  });
  const contractNumbers = await Promise.all(
    [draft, signed].map(async (id) => (await ok(recruiterA, 'GET', `contracts/${id}`)).contractNo as string),
  );

  // ---- A conversation with messages and a pending exchange -------------------------------------------
  const conversation = (await ok(seekerA, 'POST', 'conversations', { positionId: positions[0] })).id as number;
  const messages = [
    (
      await ok(seekerA, 'POST', `conversations/${conversation}/messages`, {
        clientId: clientId(),
        kind: 'text',
        text: A.seekerText,
      })
    ).id as number,
    (
      await ok(recruiterA, 'POST', `conversations/${conversation}/messages`, {
        clientId: clientId(),
        kind: 'text',
        text: A.recruiterText,
      })
    ).id as number,
  ];
  const exchange = (await ok(recruiterA, 'POST', `conversations/${conversation}/exchanges`, { what: 'phone' }))
    .id as number;
  const resumeFileRequest = (await ok(recruiterA, 'POST', `conversations/${conversation}/resume-file-requests`))
    .id as number;

  // ---- Office admin: a staff record with an ID photo, a project with that member ----------------------
  const photoKey = (
    await okRaw(recruiterA, {
      method: 'POST',
      url: '/api/oa/staff/photos',
      ...multipart({ name: 'id.png', content: ID_PHOTO(), type: 'image/png' }),
    })
  ).key as string;
  const staff = (await ok(recruiterA, 'POST', 'oa/staff', staffBody({ idFront: photoKey }))).id as number;
  const oaProject = (await ok(recruiterA, 'POST', 'oa/projects', oaProjectBody(A.oaProject))).id as number;
  await ok(recruiterA, 'POST', `oa/projects/${oaProject}/members`, { staffId: staff, post: '前端' });

  // ---- The assistant: one question of seeker A --------------------------------------------------------
  const asked = await seekerA.inject({ method: 'POST', url: '/api/assistant/ask', payload: { text: A.question } });
  const assistantSession = (JSON.parse(asked.body.split('\n')[0]) as { id: number }).id;

  // ---- Notifications: the newest of each side ---------------------------------------------------------
  const newest = async (who: TestCaller) => (await call(who, 'GET', 'notifications')).rows[0].id as number;
  const notifications = { seeker: await newest(seekerA), recruiter: await newest(recruiterA) };

  // ---- B: another seeker and another company's recruiter, with a conversation and a project ----------
  const seekerB = await readySeeker(app, B.seeker);
  const recruiterB = await recruiterWithPosition(app, operator, clock, { name: B.company });
  const conversationB = (await ok(seekerB, 'POST', 'conversations', { positionId: recruiterB.positionId }))
    .id as number;
  const oaProjectB = (await ok(recruiterB, 'POST', 'oa/projects', oaProjectBody('乙司项目'))).id as number;

  // ---- Reports: seeker A reports the conversation; a third recruiter is muted (a measure to lift) --
  const report = (
    await ok(seekerA, 'POST', 'reports', { targetType: 'conversation', targetId: conversation, reason: 'fraud' })
  ).id as number;
  const recruiterC = await recruiterWithPosition(app, operator, clock, { name: '丙举报测试有限公司' });
  const reportC = (
    await ok(seekerA, 'POST', 'reports', { targetType: 'position', targetId: recruiterC.positionId, reason: 'fraud' })
  ).id as number;
  const measure = (
    await ok(operator, 'POST', `review/reports/${reportC}/action`, { action: 'mute', reason: '收费', days: 1 })
  ).measureId as number;

  const phoneOf = async (userId: number) =>
    (await app.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone!;
  const secrets = [
    await phoneOf(seekerA.userId),
    await phoneOf(recruiterA.userId),
    A.seeker.wechat,
    A.seeker.email,
    A.draftTitle,
    A.seekerText,
    A.recruiterText,
    A.bankCard,
    SEEKER_ID_NUMBER,
    A.verificationIdNumber,
    sentDetail.contractNo as string,
    ...contractNumbers,
    A.staff.name,
    A.staff.phone,
    photoKey,
    document,
    A.oaProject,
    A.question,
  ];

  const openResume = [A.seeker.nickname, A.resume.project, A.resume.school];
  return {
    app,
    clock,
    operator,
    seekerA,
    recruiterA,
    seekerB,
    recruiterB,
    ids: {
      seekerA: seekerA.userId,
      companyA: recruiterA.companyId,
      positions,
      draftPosition,
      applications,
      interviews,
      contracts: { sent, draft, signed },
      conversation,
      exchange,
      resumeFileRequest,
      messages,
      project,
      education,
      experience,
      expectation,
      blocked,
      staff,
      photoKey,
      document,
      oaProject,
      notifications,
      assistantSession,
      report,
      measure,
      upload,
      verification,
      joinRequests,
      resumeFile,
      resumeFileKey,
    },
    idsB: { conversation: conversationB, oaProject: oaProjectB, position: recruiterB.positionId },
    secrets: [...secrets, ...openResume],
    openResume,
  };
}

/**
 * Everything of A, read as A through the API: what a refused write would have changed. Reads only (no
 * call here records a view or an access).
 */
export async function snapshot(world: World): Promise<Record<string, unknown>> {
  const { seekerA, recruiterA, ids } = world;
  const reads: Array<[TestCaller, string]> = [
    [seekerA, 'user/userInfos'],
    [seekerA, 'resume'],
    [seekerA, 'resume/blocked'],
    [seekerA, 'applications/mine'],
    [seekerA, 'records?type=1'],
    [seekerA, 'records?type=2'],
    [seekerA, 'notifications?pageSize=50'],
    [seekerA, 'notifications/unreadCount'],
    [seekerA, 'conversations'],
    [seekerA, `conversations/${ids.conversation}`],
    [seekerA, `conversations/${ids.conversation}/messages`],
    [seekerA, 'contracts'],
    [seekerA, `contracts/${ids.contracts.sent}`],
    [seekerA, `contracts/${ids.contracts.signed}`],
    [seekerA, `assistant/session?id=${ids.assistantSession}`],
    [seekerA, 'chat/settings'],
    [seekerA, 'positions/saved'],
    [recruiterA, 'user/userInfos'],
    [recruiterA, 'company'],
    [recruiterA, 'positions/mine?pageSize=50'],
    ...[...ids.positions, ids.draftPosition].map((id): [TestCaller, string] => [recruiterA, `positions/${id}`]),
    [recruiterA, 'applications/received?pageSize=50'],
    ...ids.applications.map((id): [TestCaller, string] => [recruiterA, `applications/${id}`]),
    ...ids.interviews.map((id): [TestCaller, string] => [recruiterA, `interviews/${id}`]),
    [recruiterA, 'contracts'],
    [recruiterA, 'contracts/offers'],
    ...Object.values(ids.contracts).map((id): [TestCaller, string] => [recruiterA, `contracts/${id}`]),
    [recruiterA, 'notifications?pageSize=50'],
    [recruiterA, 'conversations'],
    [recruiterA, `conversations/${ids.conversation}`],
    [recruiterA, `conversations/${ids.conversation}/messages`],
    [recruiterA, 'chat/settings'],
    [recruiterA, 'oa/staff'],
    [recruiterA, `oa/staff/${ids.staff}`],
    [recruiterA, 'oa/access-log'],
    [recruiterA, 'oa/projects'],
    [recruiterA, `oa/projects/${ids.oaProject}`],
  ];
  const answers: Record<string, unknown> = {};
  for (const [who, url] of reads) {
    answers[`${who === seekerA ? 'seeker' : 'recruiter'} ${url}`] = await call(who, 'GET', url);
  }
  return answers;
}
