/**
 * The authorization matrix, generated from the registered routes (the issue: "0 answers that return or
 * change another's data; a new route without a matrix entry fails the test").
 *
 * - Every route Fastify registers is collected (an onRoute hook added to the instance before any plugin, see
 *   the `fastify` mock below) and must be classified here: a MATRIX entry (every route with a path parameter,
 *   an id in its query or body, or the operator role), an OWN entry (the caller's own things, no id), or a
 *   PUBLIC entry (the same for everyone, or authentication itself), each with its reason.
 * - A matrix entry fills the route's ids with owner A's and names its owners; every other caller is called:
 *   anonymous, seeker B, recruiter B (another company), the operator (no identity), seeker A and recruiter A
 *   on the other side's calls, and both of them again after switching identity (the identity check is a
 *   convenience of the app; the services must refuse on ownership alone). What "refused" means is derived
 *   from the route's `config.auth` (401 anonymous, 403 wrong identity or role) and otherwise stated by the
 *   entry: the catalogue key of the refusal, or an answer holding nothing of A's (an empty list, null, or a
 *   result about the caller's own data).
 * - No answer to anyone but A may contain A's private values (`world.secrets`), and A's data read as A is
 *   the same after all the calls (a snapshot before and after). Last, each entry is called as its owner:
 *   it must not be refused as the others were, which shows that the ids and bodies point at A's data.
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import ExcelJS from 'exceljs';
import { defaultPreferences } from '@common/preferences';
import { manualClock } from '../src/core/clock';
import { validCompany, validPosition } from './positions-helpers';
import { contractBody, multipart, SEEKER_ID_NUMBER, signaturePng, TINY_PDF } from './contracts-helpers';
import { inviteBody } from './applications-helpers';
import { body, refusalKey, type TestCaller } from './helpers';
import {
  validBasic,
  validEducation,
  validExpectation,
  validExperience,
  validProject,
  validSkills,
} from './resume-helpers';
import {
  A,
  authorizationWorld,
  clientId,
  ID_PHOTO,
  oaProjectBody,
  snapshot,
  staffBody,
  type World,
} from './authorization-matrix-world';

import { routeLog } from './route-log';
// Every route as Fastify registers it (server/test/route-log.ts).
jest.mock('fastify', () => jest.requireActual('./route-log').fastifyWithRouteLog());
const mockRoutes = routeLog;

// ---- Callers and outcomes --------------------------------------------------------------------------------

/** Who calls: A's two sides, B's two sides, the operator, and nobody. */
type Person = 'anonymous' | 'seekerA' | 'recruiterA' | 'seekerB' | 'recruiterB' | 'operator';
/** A person as they call: A's sides also after switching identity. */
type Caller = Person | 'seekerA as recruiter' | 'recruiterA as seeker';

const IDENTITY: Record<Caller, 'seeker' | 'recruiter' | null> = {
  anonymous: null,
  seekerA: 'seeker',
  recruiterA: 'recruiter',
  seekerB: 'seeker',
  recruiterB: 'recruiter',
  operator: null,
  'seekerA as recruiter': 'recruiter',
  'recruiterA as seeker': 'seeker',
};
const PERSON: Record<Caller, Person> = {
  anonymous: 'anonymous',
  seekerA: 'seekerA',
  recruiterA: 'recruiterA',
  seekerB: 'seekerB',
  recruiterB: 'recruiterB',
  operator: 'operator',
  'seekerA as recruiter': 'seekerA',
  'recruiterA as seeker': 'recruiterA',
};
const FIRST_ROUND: Caller[] = ['anonymous', 'seekerB', 'recruiterB', 'operator', 'seekerA', 'recruiterA'];
const SWITCHED: Caller[] = ['seekerA as recruiter', 'recruiterA as seeker'];

/** An answer as the checks read it. */
interface Answer {
  status: number;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json?: any;
  key?: string;
}

/**
 * What a refused caller must get: a refusal's catalogue key (body code 401/403/502, or a transport status
 * such as 404, never with data), or an answer that holds nothing of A's.
 */
type Outcome = string | { what: string; holds: (answer: Answer, ids: World['ids']) => boolean };

const nothing: Outcome = { what: 'data null', holds: (a) => a.json?.code === 200 && a.json.data === null };
const noRows: Outcome = {
  what: 'an empty page',
  holds: (a) => a.json?.code === 200 && a.json.rows?.length === 0 && a.json.total === 0,
};
const zeroCounts: Outcome = {
  what: 'all counts 0',
  holds: (a) => a.json?.code === 200 && Object.values(a.json.data as Record<string, number>).every((n) => n === 0),
};
/** The call is the caller's own business (it takes the id but only ever touches the caller's rows). */
const ownOnly: Outcome = { what: "200 on the caller's own rows", holds: (a) => a.json?.code === 200 };

type Ids = World['ids'];

interface Entry {
  /** As registered: 'METHOD /api/path/:param'. */
  route: string;
  /** The path parameters (A's ids). */
  params?: (ids: Ids, world: World) => Record<string, string | number>;
  query?: (ids: Ids, world: World) => Record<string, string | number>;
  /** A valid JSON body (so that a refusal is about the caller, never about the body). */
  body?: (ids: Ids, world: World) => object;
  /** A multipart body instead. */
  form?: () => { payload: Buffer; headers: Record<string, string> };
  /** Who may make this call with these ids; every other caller is refused. */
  owners: Person[];
  /** What a logged-in non-owner past the route's identity/role check gets. */
  refused: Outcome;
  /** Callers who get something else (each with why, in a comment). */
  by?: Partial<Record<Caller, Outcome>>;
  /** Only these callers (a cross-tenant case: B's own resource with A's id inside). */
  callers?: Caller[];
  /** The owner's control call destroys what later controls use: it runs last. */
  destroys?: boolean;
  /** For an entry without owners: how the route answers when it may (a problem, or undefined). */
  control?: (world: World) => Promise<string | undefined>;
  /** A's values this answer shows by design (never contacts, messages or documents). */
  mayShow?: (world: World) => string[];
}

// ---- The matrix, a table per domain ------------------------------------------------------------------------

const RESUME = 'resume.notFound';
const resume: Entry[] = [
  {
    route: 'DELETE /api/resume/blocked/:id',
    params: (i) => ({ id: i.blocked }),
    owners: ['seekerA'],
    refused: RESUME,
    destroys: true,
  },
  { route: 'GET /api/resume/projects/:id', params: (i) => ({ id: i.project }), owners: ['seekerA'], refused: RESUME },
  {
    route: 'PUT /api/resume/projects/:id',
    params: (i) => ({ id: i.project }),
    body: () => ({ ...validProject, name: '改掉甲的项目' }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  {
    route: 'DELETE /api/resume/projects/:id',
    params: (i) => ({ id: i.project }),
    owners: ['seekerA'],
    refused: RESUME,
    destroys: true,
  },
  {
    route: 'GET /api/app/educationExperience/:id',
    params: (i) => ({ id: i.education }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  {
    route: 'GET /api/app/educationExperience/del/:id',
    params: (i) => ({ id: i.education }),
    owners: ['seekerA'],
    refused: RESUME,
    destroys: true,
  },
  {
    route: 'PUT /api/app/educationExperience/edit',
    body: (i) => ({ ...validEducation, id: i.education, school: '改掉甲的学校' }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  { route: 'GET /api/experience/getInfo', query: (i) => ({ id: i.experience }), owners: ['seekerA'], refused: RESUME },
  {
    route: 'PUT /api/experience/edit',
    body: (i) => ({ ...validExperience, id: i.experience, content: '改掉甲的经历' }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  {
    route: 'DELETE /api/experience/del/:id',
    params: (i) => ({ id: i.experience }),
    owners: ['seekerA'],
    refused: RESUME,
    destroys: true,
  },
  {
    route: 'POST /api/expectations/edit',
    body: (i) => ({ ...validExpectation, id: i.expectation, position: '改掉甲的期望' }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  {
    route: 'GET /api/expectations/del',
    query: (i) => ({ id: i.expectation }),
    owners: ['seekerA'],
    refused: RESUME,
    destroys: true,
  },
  {
    route: 'GET /api/expectations/pos/:id',
    params: (i) => ({ id: i.expectation }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  { route: 'GET /api/expectations/:id', params: (i) => ({ id: i.expectation }), owners: ['seekerA'], refused: RESUME },
  // 推荐 for A's expectation: refused as an unknown one to everyone else.
  {
    route: 'GET /api/positions/recommended',
    query: (i) => ({ expectationId: i.expectation }),
    owners: ['seekerA'],
    refused: RESUME,
  },
  {
    // Open resumes are for every recruiter with an approved company (by design), but the contact details
    // only for a company A applied to (or exchanged them with in chat): recruiter B sees them masked.
    route: 'GET /api/resumes/:seekerId',
    params: (i) => ({ seekerId: i.seekerA }),
    owners: ['recruiterA'],
    refused: 'resume.companyRequired',
    by: {
      recruiterB: {
        what: 'the open resume, contacts masked',
        holds: (a) => a.json?.code === 200 && a.json.data.contact.visible === false,
      },
    },
    mayShow: (w) => w.openResume,
  },
];

// Resume files (附件简历): the seeker's own; a link for the owner and the recruiter it went to (application 4).
const RESUME_FILE = 'resumeFiles.notFound';
const LINK_GONE = 'resumeFiles.linkExpired';
const resumeFiles: Entry[] = [
  {
    route: 'PUT /api/resume/files/:id',
    params: (i) => ({ id: i.resumeFile }),
    body: () => ({ name: '改掉甲的简历' }),
    owners: ['seekerA'],
    refused: RESUME_FILE,
  },
  {
    route: 'PUT /api/resume/files/:id/default',
    params: (i) => ({ id: i.resumeFile }),
    owners: ['seekerA'],
    refused: RESUME_FILE,
  },
  {
    // Reading a file into the online resume (nothing stored): the owner's files only.
    route: 'POST /api/resume/files/:id/parse',
    params: (i) => ({ id: i.resumeFile }),
    owners: ['seekerA'],
    refused: RESUME_FILE,
  },
  {
    route: 'GET /api/resume/files/:id/link',
    params: (i) => ({ id: i.resumeFile }),
    owners: ['seekerA', 'recruiterA'],
    refused: RESUME_FILE,
  },
  {
    route: 'DELETE /api/resume/files/:id',
    params: (i) => ({ id: i.resumeFile }),
    owners: ['seekerA'],
    refused: RESUME_FILE,
    destroys: true,
  },
  {
    // The file itself: only a signed link opens it, a forged one nothing, for anyone.
    route: 'GET /api/resume-files/:key',
    params: (i) => ({ key: i.resumeFileKey }),
    query: (_, w) => ({ exp: w.clock.now() + 60_000, sig: 'forged-signature' }),
    owners: [],
    refused: LINK_GONE,
    control: (w) => signedLinkOpens(w, `resume/files/${w.ids.resumeFile}/link`, (data) => data.url),
  },
  {
    // The online resume as PDF where GET resumes/{seekerId} answers: an open resume is every approved
    // company's to read (by design, contacts masked in the PDF for B), so recruiter B is an owner here too.
    route: 'GET /api/resumes/:seekerId/pdf',
    params: (i) => ({ seekerId: i.seekerA }),
    owners: ['recruiterA', 'recruiterB'],
    refused: 'resume.companyRequired',
    mayShow: (w) => w.openResume,
  },
  {
    route: 'GET /api/resume-pdf/:key',
    params: (i) => ({ key: `${i.seekerA}-${i.seekerA}-zh-Hans` }),
    query: (_, w) => ({ exp: w.clock.now() + 60_000, sig: 'forged-signature' }),
    owners: [],
    refused: LINK_GONE,
    control: (w) => signedLinkOpens(w, `resumes/${w.ids.seekerA}/pdf`, (data) => data.url),
  },
];

const POSITION = 'errors.positionNotFound';
const positionActions = ['pause', 'resume', 'refresh', 'stop'].map((action): Entry => ({
  route: `POST /api/positions/:id/${action}`,
  params: (i) => ({ id: i.positions[0] }),
  owners: ['recruiterA'],
  refused: POSITION,
}));
const positions: Entry[] = [
  {
    // Approved positions are public; one under review is its recruiter's alone.
    route: 'GET /api/positions/:id',
    params: (i) => ({ id: i.draftPosition }),
    owners: ['recruiterA'],
    refused: POSITION,
  },
  {
    route: 'PUT /api/positions/:id',
    params: (i) => ({ id: i.positions[0] }),
    body: (_, w) => validPosition(w.clock, { title: '改掉甲的岗位' }),
    owners: ['recruiterA'],
    refused: POSITION,
    // Posting needs a company: checked before the position is looked up.
    by: { 'seekerA as recruiter': 'positions.companyRequired' },
  },
  ...positionActions,
  {
    route: 'DELETE /api/positions/:id',
    params: (i) => ({ id: i.positions[0] }),
    owners: ['recruiterA'],
    refused: POSITION,
    destroys: true,
  },
  // Nobody saves a position that is not visible (also not its own recruiter).
  { route: 'POST /api/positions/:id/save', params: (i) => ({ id: i.draftPosition }), owners: [], refused: POSITION },
  // Unsaving only ever removes the caller's own bookmark: seeker A's saved P2 stays (the snapshot).
  {
    route: 'DELETE /api/positions/:id/save',
    params: (i) => ({ id: i.positions[1] }),
    owners: ['seekerA'],
    refused: ownOnly,
  },
];

const OPERATOR = 'errors.forbidden';
const review: Entry[] = [
  { route: 'GET /api/review/positions', owners: ['operator'], refused: OPERATOR },
  { route: 'GET /api/review/companies', owners: ['operator'], refused: OPERATOR },
  // Reports: the queue, a report's context (the conversation's messages, shown to operators by
  // design), deciding it and lifting a measure are operators' only.
  { route: 'GET /api/review/reports', owners: ['operator'], refused: OPERATOR },
  {
    route: 'GET /api/review/reports/:id',
    params: (i) => ({ id: i.report }),
    owners: ['operator'],
    refused: OPERATOR,
    mayShow: () => [A.seekerText, A.recruiterText],
  },
  {
    route: 'POST /api/review/reports/:id/action',
    params: (i) => ({ id: i.report }),
    body: () => ({ action: 'dismiss', reason: '未发现违规' }),
    owners: ['operator'],
    refused: OPERATOR,
    destroys: true,
  },
  {
    route: 'POST /api/review/measures/:id/lift',
    params: (i) => ({ id: i.measure }),
    body: () => ({ reason: '申诉成立' }),
    owners: ['operator'],
    refused: OPERATOR,
    destroys: true,
  },
  // Only a member reports a conversation.
  {
    route: 'POST /api/reports',
    body: (i) => ({ targetType: 'conversation', targetId: i.conversation, reason: 'harassment' }),
    owners: ['seekerA', 'recruiterA'],
    refused: 'chat.notFound',
  },
  // Recruiter A approving their own position is the case that matters.
  {
    route: 'POST /api/review/positions/:id/approve',
    params: (i) => ({ id: i.draftPosition }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  {
    route: 'POST /api/review/positions/:id/reject',
    params: (i) => ({ id: i.draftPosition }),
    body: () => ({ reason: '信息不全' }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  {
    route: 'POST /api/review/companies/:id/approve',
    params: (i) => ({ id: i.companyA }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  {
    route: 'POST /api/review/companies/:id/reject',
    params: (i) => ({ id: i.companyA }),
    body: () => ({ reason: '信息不全' }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  // The delivery log names who was told what and when: operators only.
  {
    route: 'GET /api/review/deliveries',
    query: () => ({ phone: '13800000001' }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  // Recruiter verifications: recruiter A deciding their own is the case that matters.
  { route: 'GET /api/review/verifications', owners: ['operator'], refused: OPERATOR },
  {
    route: 'POST /api/review/verifications/:id/approve',
    params: (i) => ({ id: i.verification }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  {
    route: 'POST /api/review/verifications/:id/reject',
    params: (i) => ({ id: i.verification }),
    body: () => ({ reason: '信息不全' }),
    owners: ['operator'],
    refused: OPERATOR,
  },
  {
    route: 'PUT /api/app/intro',
    body: () => ({ id: 1, titleZh: '关于我们（改）' }),
    owners: ['operator'],
    refused: OPERATOR,
  },
];

const APPLICATION = 'applications.notFound';
const INTERVIEW = 'interviews.notFound';
const applications: Entry[] = [
  // 推荐牛人 for A's position: refused as an unknown position to another company.
  {
    route: 'GET /api/resumes/recommended',
    query: (i) => ({ positionId: i.positions[0] }),
    owners: ['recruiterA'],
    refused: POSITION,
  },
  // Applying to a position nobody may see yet.
  { route: 'POST /api/applications', body: (i) => ({ positionId: i.draftPosition }), owners: [], refused: POSITION },
  // Another company's filter by A's position: B's own (empty) inbox.
  {
    route: 'GET /api/applications/received',
    query: (i) => ({ positionId: i.positions[0] }),
    owners: ['recruiterA'],
    refused: noRows,
  },
  {
    route: 'GET /api/applications/received/counts',
    query: (i) => ({ positionId: i.positions[0] }),
    owners: ['recruiterA'],
    refused: zeroCounts,
  },
  {
    route: 'GET /api/applications/:id',
    params: (i) => ({ id: i.applications[3] }),
    owners: ['seekerA', 'recruiterA'],
    refused: APPLICATION,
  },
  {
    route: 'POST /api/applications/:id/pass',
    params: (i) => ({ id: i.applications[3] }),
    owners: ['recruiterA'],
    refused: APPLICATION,
  },
  {
    route: 'POST /api/applications/:id/reject',
    params: (i) => ({ id: i.applications[3] }),
    body: () => ({ reason: '不合适' }),
    owners: ['recruiterA'],
    refused: APPLICATION,
  },
  // The pipeline: the board of A's position is not another company's; only its seeker withdraws.
  {
    route: 'GET /api/applications/board',
    query: (i) => ({ positionId: i.positions[0] }),
    owners: ['recruiterA'],
    refused: 'pipeline.positionNotFound',
  },
  {
    route: 'POST /api/applications/:id/withdraw',
    params: (i) => ({ id: i.applications[3] }),
    owners: ['seekerA'],
    refused: APPLICATION,
  },
  {
    route: 'POST /api/interviews',
    body: (i, w) => inviteBody(w.clock, i.applications[3]),
    owners: ['recruiterA'],
    refused: APPLICATION,
  },
  {
    route: 'GET /api/interviews/:id',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'GET /api/interviews/:id/calendar',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/accept',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/decline',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/pass',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/fail',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['recruiterA'],
    refused: INTERVIEW,
  },
  // Scheduling: only the interview's seeker picks; either of its two sides proposes, answers or cancels.
  // (The owners' answers are the scheduling refusals, no slot to pick, no proposal waiting: never not found.)
  {
    route: 'POST /api/interviews/:id/pick',
    params: (i) => ({ id: i.interviews[3] }),
    body: () => ({ slotId: 1 }),
    owners: ['seekerA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/reschedule',
    params: (i) => ({ id: i.interviews[3] }),
    body: (_, w) => ({ time: new Date(w.clock.now() + 72 * 3_600_000).toISOString(), reason: '会议冲突' }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/reschedule/accept',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/reschedule/decline',
    params: (i) => ({ id: i.interviews[3] }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
  },
  {
    route: 'POST /api/interviews/:id/cancel',
    params: (i) => ({ id: i.interviews[3] }),
    body: () => ({ reason: '临时有事' }),
    owners: ['seekerA', 'recruiterA'],
    refused: INTERVIEW,
    destroys: true,
  },
];

const CHAT = 'chat.notFound';
const inConversation = (path: string, body?: Entry['body']): Entry => ({
  route: `POST /api/conversations/:id${path}`,
  params: (i) => ({ id: i.conversation }),
  ...(body ? { body } : {}),
  owners: ['seekerA', 'recruiterA'],
  refused: CHAT,
});
const chat: Entry[] = [
  {
    // A recruiter greets a seeker about one of their own positions.
    route: 'POST /api/conversations',
    body: (i) => ({ positionId: i.positions[0], seekerId: i.seekerA }),
    owners: ['recruiterA'],
    refused: 'chat.positionNotMine',
    // Only a recruiter names the seeker to greet.
    by: { seekerB: 'errors.forbidden', seekerA: 'errors.forbidden', operator: 'errors.forbidden' },
  },
  {
    // A seeker starts a conversation about a position nobody may see yet.
    route: 'POST /api/conversations',
    body: (i) => ({ positionId: i.draftPosition }),
    owners: [],
    refused: POSITION,
  },
  {
    route: 'GET /api/conversations/:id',
    params: (i) => ({ id: i.conversation }),
    owners: ['seekerA', 'recruiterA'],
    refused: CHAT,
  },
  {
    route: 'GET /api/conversations/:id/messages',
    params: (i) => ({ id: i.conversation }),
    owners: ['seekerA', 'recruiterA'],
    refused: CHAT,
  },
  inConversation('/messages', () => ({ clientId: clientId(), kind: 'text', text: '冒充甲发的消息' })),
  inConversation('/read', () => ({ seq: 1 })),
  inConversation('/exchanges', () => ({ what: 'phone' })),
  {
    route: 'POST /api/conversations/:id/exchanges/:messageId/accept',
    params: (i) => ({ id: i.conversation, messageId: i.exchange }),
    owners: ['seekerA'],
    refused: CHAT,
    // The member who asked cannot answer their own request.
    by: { recruiterA: 'chat.exchangeOwn', 'recruiterA as seeker': 'chat.exchangeOwn' },
  },
  {
    route: 'POST /api/conversations/:id/exchanges/:messageId/decline',
    params: (i) => ({ id: i.conversation, messageId: i.exchange }),
    owners: ['seekerA'],
    refused: CHAT,
    // The member who asked cannot answer their own request.
    by: { recruiterA: 'chat.exchangeOwn', 'recruiterA as seeker': 'chat.exchangeOwn' },
  },
  {
    // Only the conversation's recruiter asks for an attachment resume (one waits already: the owner's control
    // is refused as pending, not as someone else).
    route: 'POST /api/conversations/:id/resume-file-requests',
    params: (i) => ({ id: i.conversation }),
    owners: ['recruiterA'],
    refused: CHAT,
    by: { 'seekerA as recruiter': 'chat.recruitersOnly' },
  },
  {
    route: 'POST /api/conversations/:id/resume-file-requests/:messageId',
    params: (i) => ({ id: i.conversation, messageId: i.resumeFileRequest }),
    body: () => ({ accept: false }),
    owners: ['seekerA'],
    refused: CHAT,
    // Only the seeker answers (the recruiter who asked, as a seeker, is still the recruiter here).
    by: { 'recruiterA as seeker': 'chat.seekersOnly' },
    destroys: true,
  },
  inConversation('/block'),
  inConversation('/unblock'),
  inConversation('/report', () => ({ reason: 'harassment', detail: '冒充举报' })),
  // Cross-tenant: A's ids inside B's own conversation.
  {
    route: 'POST /api/conversations/:id/messages',
    params: (_, w) => ({ id: w.idsB.conversation }),
    body: (i) => ({ clientId: clientId(), kind: 'position', positionId: i.positions[0] }),
    owners: [],
    callers: ['recruiterB'],
    refused: 'chat.positionNotMine',
  },
  {
    route: 'POST /api/conversations/:id/exchanges/:messageId/accept',
    params: (i, w) => ({ id: w.idsB.conversation, messageId: i.exchange }),
    owners: [],
    callers: ['seekerB', 'recruiterB'],
    refused: 'chat.exchangeNotFound',
  },
];

const notifications: Entry[] = [
  {
    route: 'POST /api/notifications/:id/read',
    params: (i) => ({ id: i.notifications.seeker }),
    owners: ['seekerA'],
    refused: 'notifications.notFound',
  },
  {
    route: 'POST /api/notifications/:id/read',
    params: (i) => ({ id: i.notifications.recruiter }),
    owners: ['recruiterA'],
    refused: 'notifications.notFound',
  },
];

const CONTRACT = 'contracts.notFound';
const scan = () =>
  multipart({ name: '扫描件.pdf', content: TINY_PDF, type: 'application/pdf' }, { signedAt: '2026-05-01' });
const contractFile = (path: string, id: (i: Ids) => number, owners: Person[]): Entry => ({
  route: `GET /api/contracts/:id/${path}`,
  params: (i) => ({ id: id(i) }),
  owners,
  refused: CONTRACT,
});
const contracts: Entry[] = [
  {
    route: 'GET /api/contracts/prefill',
    query: (i) => ({ applicationId: i.applications[1] }),
    owners: ['recruiterA'],
    refused: 'contracts.offerNotFound',
    // Without a company there is no Party A at all.
    by: { 'seekerA as recruiter': CONTRACT },
  },
  {
    route: 'POST /api/contracts',
    body: (i) => contractBody(i.applications[1], { partyBName: A.seeker.nickname }),
    owners: ['recruiterA'],
    refused: 'contracts.offerNotFound',
    by: { 'seekerA as recruiter': CONTRACT },
  },
  {
    route: 'PUT /api/contracts/:id',
    params: (i) => ({ id: i.contracts.draft }),
    body: (i) => contractBody(i.applications[1], { partyBName: A.seeker.nickname, formalSalary: 1 }),
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  // A draft is Party A's alone; once sent, both parties read it.
  {
    route: 'GET /api/contracts/:id',
    params: (i) => ({ id: i.contracts.draft }),
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  {
    route: 'GET /api/contracts/:id',
    params: (i) => ({ id: i.contracts.sent }),
    owners: ['seekerA', 'recruiterA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/attachment',
    params: (i) => ({ id: i.contracts.draft }),
    form: () => multipart({ name: '附件.pdf', content: TINY_PDF, type: 'application/pdf' }),
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  contractFile('attachment', (i) => i.contracts.sent, ['seekerA', 'recruiterA']),
  contractFile('pdf', (i) => i.contracts.signed, ['seekerA', 'recruiterA']),
  contractFile('evidence', (i) => i.contracts.signed, ['seekerA', 'recruiterA']),
  contractFile('evidence', (i) => i.contracts.draft, ['recruiterA']),
  {
    route: 'POST /api/contracts/:id/send',
    params: (i) => ({ id: i.contracts.draft }),
    body: (_, w) => ({ deadline: new Date(w.clock.now() + 72 * 3_600_000).toISOString() }),
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/void',
    params: (i) => ({ id: i.contracts.sent }),
    body: () => ({ reason: '撤回' }),
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/paper',
    params: (i) => ({ id: i.contracts.draft }),
    form: scan,
    owners: ['recruiterA'],
    refused: CONTRACT,
  },
  {
    route: 'PUT /api/contracts/:id/partyB',
    params: (i) => ({ id: i.contracts.sent }),
    body: () => ({
      partyBIdNumber: SEEKER_ID_NUMBER,
      partyBContactAddress: '冒充甲改的地址',
      partyBRegisteredAddress: '北京市朝阳区建国路1号',
      bankName: '中国工商银行杭州分行',
      bankCard: '6222021234567890123',
    }),
    owners: ['seekerA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/sign-code',
    params: (i) => ({ id: i.contracts.sent }),
    body: () => ({ name: A.seeker.nickname, idNumber: SEEKER_ID_NUMBER }),
    owners: ['seekerA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/sign',
    params: (i) => ({ id: i.contracts.sent }),
    body: () => ({ name: A.seeker.nickname, idNumber: SEEKER_ID_NUMBER, smsCode: '123456', signature: signaturePng() }),
    owners: ['seekerA'],
    refused: CONTRACT,
  },
  {
    route: 'POST /api/contracts/:id/refuse',
    params: (i) => ({ id: i.contracts.sent }),
    body: () => ({ reason: '冒充甲拒签' }),
    owners: ['seekerA'],
    refused: CONTRACT,
  },
  {
    route: 'GET /api/contracts/:id/sign-url',
    params: (i) => ({ id: i.contracts.sent }),
    query: () => ({ returnUrl: 'https://example.com/back' }),
    owners: ['seekerA'],
    refused: CONTRACT,
  },
  {
    // 爱签's callback: no provider is configured here, so it is not there at all.
    route: 'POST /api/contracts/callback/asign',
    body: (i) => ({ contractNo: String(i.contracts.sent), status: 2 }),
    owners: [],
    callers: ['anonymous', 'seekerB'],
    refused: 'errors.serviceNotFound',
  },
];

const STAFF = 'oa.staffNotFound';
const OA_PROJECT = 'oa.projectNotFound';
const staffCall = (method: string, path: string, extra: Partial<Entry> = {}): Entry => ({
  route: `${method} /api/oa/staff/:id${path}`,
  params: (i) => ({ id: i.staff }),
  owners: ['recruiterA'],
  refused: STAFF,
  ...extra,
});
const projectCall = (method: string, path: string, extra: Partial<Entry> = {}): Entry => ({
  route: `${method} /api/oa/projects/:id${path}`,
  params: (i) => ({ id: i.oaProject }),
  owners: ['recruiterA'],
  refused: OA_PROJECT,
  ...extra,
});
const oa: Entry[] = [
  {
    // A's contract is signed: "not signed" is what another company hears of it.
    route: 'GET /api/oa/staff/prefill',
    query: (i) => ({ contractId: i.contracts.signed }),
    owners: ['recruiterA'],
    refused: 'oa.contractNotSigned',
    // Without a company there is no roster at all.
    by: { 'seekerA as recruiter': STAFF },
  },
  staffCall('GET', ''),
  staffCall('PUT', '', { body: () => staffBody({ name: '改掉甲的员工' }) }),
  staffCall('DELETE', '', { destroys: true }),
  staffCall('POST', '/status', { body: () => ({ status: 'left' }) }),
  staffCall('POST', '/verify'),
  staffCall('POST', '/reveal', { body: () => ({ reason: '核对身份' }) }),
  staffCall('GET', '/photos/:side', { params: (i) => ({ id: i.staff, side: 'front' }) }),
  {
    // The signed link is the permission: a forged one opens nothing, for anyone.
    route: 'GET /api/oa/photos/:key',
    params: (i) => ({ key: i.photoKey }),
    query: (_, w) => ({ exp: w.clock.now() + 60_000, sig: 'forged-signature' }),
    owners: [],
    refused: 'oa.linkExpired',
    control: (w) => signedLinkOpens(w, `oa/staff/${w.ids.staff}/photos/front`, (data) => data.url),
  },
  {
    // A's ID photo key in B's own staff form.
    route: 'POST /api/oa/staff',
    body: (i) =>
      staffBody({ name: '乙司员工', idNumber: '330106199204152315', phone: '13800138000', idFront: i.photoKey }),
    owners: ['recruiterA'],
    refused: 'oa.photoKey',
    by: { 'seekerA as recruiter': STAFF },
  },
  projectCall('GET', ''),
  projectCall('PUT', '', { body: () => oaProjectBody('改掉甲的项目') }),
  projectCall('POST', '/members', { body: (i) => ({ staffId: i.staff, post: '测试' }) }),
  projectCall('DELETE', '/members/:staffId', {
    params: (i) => ({ id: i.oaProject, staffId: i.staff }),
    destroys: true,
  }),
  projectCall('POST', '/end'),
  projectCall('DELETE', '', { destroys: true }),
  // Cross-tenant: A's staff record into B's own project.
  {
    route: 'POST /api/oa/projects/:id/members',
    params: (_, w) => ({ id: w.idsB.oaProject }),
    body: (i) => ({ staffId: i.staff, post: '测试' }),
    owners: [],
    callers: ['recruiterB'],
    refused: 'oa.memberNotStaff',
  },
  {
    route: 'DELETE /api/oa/projects/:id/members/:staffId',
    params: (i, w) => ({ id: w.idsB.oaProject, staffId: i.staff }),
    owners: [],
    callers: ['recruiterB'],
    refused: 'oa.memberNotFound',
  },
];

/** The session id in an NDJSON answer of the assistant (its first event). */
const streamSession = (a: Answer) =>
  a.text.startsWith('{"type":"session"') ? JSON.parse(a.text.split('\n')[0]).id : 0;
const assistant: Entry[] = [
  {
    route: 'GET /api/assistant/session',
    query: (i) => ({ id: i.assistantSession }),
    owners: ['seekerA'],
    refused: nothing,
  },
  {
    // Someone else's session id opens a new session of the caller's own.
    route: 'POST /api/assistant/ask',
    body: (i) => ({ sessionId: i.assistantSession, text: '你好' }),
    owners: ['seekerA'],
    refused: {
      what: "a new session of the caller's own",
      holds: (a, i) => streamSession(a) > 0 && streamSession(a) !== i.assistantSession,
    },
  },
];

/** Whether the signed link recruiter A is answered at `url` opens, without a login (the route works with a real one). */
async function signedLinkOpens(
  world: World,
  url: string,
  link: (data: Record<string, string>) => string,
): Promise<string | undefined> {
  const data = body(await world.recruiterA.inject({ method: 'GET', url: `/api/${url}` })).data;
  const opened = await world.app.inject({ method: 'GET', url: link(data) });
  return opened.statusCode === 200 && !String(opened.headers['content-type']).includes('json')
    ? undefined
    : `the signed link of GET ${url} answers HTTP ${opened.statusCode}`;
}

const company: Entry[] = [
  {
    // The business license is a private document: only a signed link opens it.
    route: 'GET /api/documents/:key',
    params: (i) => ({ key: i.document }),
    query: (_, w) => ({ exp: w.clock.now() + 60_000, sig: 'forged-signature' }),
    owners: [],
    refused: 'errors.serviceNotFound',
    control: (w) => signedLinkOpens(w, 'company', (data) => data.businessLicense),
  },
  {
    // Another company pointing its record at A's document would get signed links to it.
    route: 'PUT /api/company',
    body: (i) => ({ ...validCompany, name: '别家科技有限公司', businessLicense: `/api/documents/${i.document}` }),
    owners: [],
    callers: ['recruiterB', 'seekerA as recruiter'],
    refused: 'company.uploadUrl',
  },
];

// Joining a company: only its first recruiter (A) or an operator answers a request to join it.
const joining: Entry[] = [
  {
    route: 'POST /api/company/join-requests/:id/approve',
    params: (i) => ({ id: i.joinRequests.approve }),
    owners: ['recruiterA', 'operator'],
    refused: 'onboarding.joinForbidden',
    destroys: true,
  },
  {
    route: 'POST /api/company/join-requests/:id/reject',
    params: (i) => ({ id: i.joinRequests.reject }),
    owners: ['recruiterA', 'operator'],
    refused: 'onboarding.joinForbidden',
    destroys: true,
  },
  {
    // Anyone recruiting may ask to join A's company: a request of the caller's own, nothing of A's answered.
    route: 'POST /api/companies/:id/join',
    params: (i) => ({ id: i.companyA }),
    owners: [],
    refused: 'onboarding.alreadyInCompany',
    by: { recruiterA: 'onboarding.ownCompany' },
    // A recruiter without a company may ask (and A is told): that is the call working, not a leak.
    callers: ['anonymous', 'seekerB', 'recruiterB', 'operator', 'seekerA', 'recruiterA', 'recruiterA as seeker'],
  },
];

const account: Entry[] = [
  {
    // A phone-less account's binding ticket: A's bearer token is not one.
    route: 'POST /api/app/updateUserByPhone',
    body: (_, w) => ({ phone: '13700001111', code: '123456', bindTicket: w.seekerA.token }),
    owners: [],
    callers: ['anonymous'],
    refused: 'errors.notLoggedIn',
  },
];

// A copy of one's data: the signed link is the permission, a forged one opens nothing, for anyone.
const leaving: Entry[] = [
  {
    route: 'GET /api/user/data-exports/:id/file',
    params: () => ({ id: 1 }),
    query: (_, w) => ({ exp: w.clock.now() + 60_000, sig: 'forged-signature' }),
    owners: [],
    refused: 'privacy.exportNotFound',
    async control(w) {
      await w.seekerA.inject({ method: 'POST', url: '/api/user/data-exports' });
      await w.app.services.leaving.dataExports.run();
      const list = body(await w.seekerA.inject({ method: 'GET', url: '/api/user/data-exports' })).data;
      const opened = await w.app.inject({ method: 'GET', url: list.exports[0].url });
      return opened.statusCode === 200 && opened.headers['content-type'] === 'application/zip'
        ? undefined
        : `the signed link of a copy answers HTTP ${opened.statusCode}`;
    },
  },
];

const MATRIX: Entry[] = [
  ...leaving,
  ...resume,
  ...resumeFiles,
  ...positions,
  ...review,
  ...applications,
  ...chat,
  ...notifications,
  ...contracts,
  ...oa,
  ...assistant,
  ...company,
  ...joining,
  ...account,
];

// ---- The caller's own things (no id): B's answers hold nothing of A's --------------------------------------

interface OwnEntry {
  route: string;
  /** Who calls it, on their own data (default: seeker B and recruiter B); anonymous is always tried. */
  as?: Caller[];
  query?: Record<string, string | number>;
  body?: (world: World) => object;
  form?: (world: World) => { payload: Buffer; headers: Record<string, string> };
  /** A's ids of this kind, none of which may be among the rows answered. */
  notIds?: (ids: Ids) => number[];
  /** Why a refusal (not a 200) is fine for this caller's own call. */
  mayRefuse?: string;
  mayShow?: Entry['mayShow'];
}

const OWN: OwnEntry[] = [
  // Reports: the caller's own reports and the measures on their own account.
  { route: 'GET /api/reports', notIds: (i) => [i.report] },
  { route: 'GET /api/reports/measures' },
  // Account and uploads.
  { route: 'GET /api/user/userInfos' },
  { route: 'PUT /api/user/profile', as: ['seekerB'], body: () => ({ nickname: '乙的新昵称' }) },
  {
    route: 'POST /api/user/password',
    as: ['seekerB'],
    body: () => ({ oldPassword: 'abc12345', password: 'new12345', confirmPassword: 'new12345' }),
    mayRefuse: "a test account has no password to check against; it only ever changes the caller's own",
  },
  { route: 'POST /api/user/identity', as: ['seekerB'], body: () => ({ identity: 'seeker' }) },
  // Leaving and a copy of one's data: the caller's own account only (no id).
  { route: 'GET /api/user/deletion' },
  {
    route: 'POST /api/user/deletion/code',
    as: ['seekerB'],
    mayRefuse: "the code goes to the caller's own phone, or is refused for what blocks the caller's own deletion",
  },
  {
    route: 'POST /api/user/deletion',
    as: ['seekerB'],
    body: () => ({ code: '000000' }),
    mayRefuse: "a made-up code is refused; a right one could only come from the caller's own phone",
  },
  { route: 'POST /api/user/deletion/notice', as: ['seekerB'] },
  { route: 'GET /api/user/data-exports' },
  { route: 'POST /api/user/data-exports', as: ['seekerB'] },
  // Resume files (附件简历): the caller's own list, upload, online resume PDF and reading a file (no id).
  { route: 'GET /api/resume/files', as: ['seekerB'], notIds: (i) => [i.resumeFile] },
  {
    route: 'POST /api/resume/files',
    as: ['seekerB'],
    form: () => multipart({ name: '乙的简历.pdf', content: TINY_PDF, type: 'application/pdf' }),
  },
  {
    route: 'GET /api/resume/pdf',
    as: ['seekerB'],
    mayRefuse: "seeker B's online resume is empty: refused as such; it only ever names the caller's own resume",
  },
  {
    route: 'POST /api/resume/parse',
    as: ['seekerB'],
    form: () => multipart({ name: '乙的简历.pdf', content: TINY_PDF, type: 'application/pdf' }),
    mayRefuse: 'a file with no text is refused as unreadable; nothing is stored either way',
  },
  // Consent records: the caller's own acceptances only (no id).
  { route: 'GET /api/user/consents' },
  {
    route: 'POST /api/user/consents',
    as: ['seekerB'],
    body: () => ({ versions: { user: '2026-01-01', privacy: '2026-01-01' } }),
  },
  // What a recruiter shares in chat exchanges: the caller's own row only (no id).
  { route: 'GET /api/user/contact', as: ['recruiterB'] },
  { route: 'PUT /api/user/contact', as: ['recruiterB'], body: () => ({ wechat: 'recruiter_b', phone: '' }) },
  // Recruiter verification: the caller's own only (no id); A's private document is no proof of B's.
  { route: 'GET /api/user/verification', as: ['recruiterB'] },
  {
    route: 'POST /api/user/verification',
    as: ['recruiterB'],
    body: (world) => ({
      realName: '乙招聘者',
      idNumber: '440305198511124563',
      proofKind: 'badge',
      proofFiles: [`/api/documents/${world.ids.document}`],
    }),
    mayRefuse: "a proof must be the caller's own upload: A's document is refused",
  },
  {
    route: 'POST /api/uploads',
    as: ['seekerB'],
    form: () => multipart({ name: 'b.png', content: ID_PHOTO(), type: 'image/png' }),
  },
  {
    route: 'POST /api/uploads/documents',
    as: ['recruiterB'],
    form: () => multipart({ name: 'license.png', content: ID_PHOTO(), type: 'image/png' }),
  },
  // Company and positions.
  { route: 'GET /api/company', as: ['recruiterB'] },
  { route: 'GET /api/positions/mine', as: ['recruiterB'], notIds: (i) => [...i.positions, i.draftPosition] },
  { route: 'GET /api/positions/saved', notIds: (i) => i.positions },
  // Resume.
  { route: 'GET /api/resume' },
  { route: 'GET /api/resume/basic' },
  { route: 'GET /api/resume/skills' },
  { route: 'GET /api/resume/blocked', notIds: (i) => [i.blocked] },
  // 谁看过我: the caller's own looks only (no id; a seeker's call).
  { route: 'GET /api/resume/viewers', as: ['seekerB'] },
  // Open resumes of every seeker, A's too by design: contacts masked (the secrets check).
  { route: 'GET /api/resumes', as: ['recruiterB'], mayShow: (w) => w.openResume },
  // Applications and interviews.
  { route: 'GET /api/applications/mine', as: ['seekerB'], notIds: (i) => i.applications },
  { route: 'GET /api/applications/received', as: ['recruiterB'], notIds: (i) => i.applications },
  { route: 'GET /api/applications/received/counts', as: ['recruiterB'] },
  { route: 'GET /api/records', as: ['seekerB'], query: { type: 1 } },
  { route: 'GET /api/records', as: ['seekerB'], query: { type: 2 } },
  // Notifications.
  { route: 'GET /api/notifications', notIds: (i) => Object.values(i.notifications) },
  { route: 'GET /api/notifications/unreadCount' },
  // Chat.
  { route: 'GET /api/conversations', notIds: (i) => [i.conversation] },
  { route: 'GET /api/conversations/unreadCount' },
  { route: 'GET /api/chat/settings' },
  // Contracts.
  { route: 'GET /api/contracts/offers', as: ['recruiterB'] },
  { route: 'GET /api/contracts', notIds: (i) => Object.values(i.contracts) },
  // Office admin.
  { route: 'GET /api/oa/staff', as: ['recruiterB'], notIds: (i) => [i.staff] },
  { route: 'POST /api/oa/staff/search', as: ['recruiterB'], body: () => ({ pageNum: 1 }), notIds: (i) => [i.staff] },
  { route: 'GET /api/oa/staff/facets', as: ['recruiterB'] },
  { route: 'GET /api/oa/staff/export', as: ['recruiterB'] },
  { route: 'GET /api/oa/access-log', as: ['recruiterB'] },
  { route: 'GET /api/oa/projects', as: ['recruiterB'], notIds: (i) => [i.oaProject] },
  // The assistant.
  { route: 'GET /api/assistant/session' },
  // Writes on the caller's own data, last (the snapshot shows they changed nothing of A's).
  { route: 'POST /api/notifications/readAll' },
  { route: 'PUT /api/chat/settings', body: () => ({ greeting: '乙的招呼语', quickReplies: ['乙的快捷回复'] }) },
  { route: 'PUT /api/resume/basic', as: ['seekerB'], body: () => ({ ...validBasic, nickname: '乙求职者' }) },
  { route: 'PUT /api/resume/skills', as: ['seekerB'], body: () => validSkills },
  { route: 'PUT /api/resume/visibility', as: ['seekerB'], body: () => ({ hidden: false }) },
  { route: 'POST /api/resume/blocked', as: ['seekerB'], body: () => ({ companyName: '丁方科技有限公司' }) },
  { route: 'POST /api/resume/projects', as: ['seekerB'], body: () => validProject },
  { route: 'POST /api/app/educationExperience', as: ['seekerB'], body: () => validEducation },
  { route: 'POST /api/experience/', as: ['seekerB'], body: () => validExperience },
  { route: 'POST /api/experience', as: ['seekerB'], body: () => validExperience },
  { route: 'POST /api/expectations', as: ['seekerB'], body: () => validExpectation },
  {
    route: 'POST /api/assistant/save-goal',
    as: ['seekerB'],
    body: () => ({
      position: '测试',
      location: '330100',
      locationName: '杭州',
      salaryMin: 8000,
      salaryMax: 12000,
      jobType: 'full',
    }),
  },
  { route: 'POST /api/assistant/ask', as: ['seekerB'], body: () => ({ text: '你好' }) },
  { route: 'POST /api/positions', as: ['recruiterB'], body: (w) => validPosition(w.clock, { title: '乙司新岗位' }) },
  { route: 'POST /api/oa/projects', as: ['recruiterB'], body: () => oaProjectBody('乙司又一个项目') },
  {
    route: 'POST /api/oa/staff/photos',
    as: ['recruiterB'],
    form: () => multipart({ name: 'id.png', content: ID_PHOTO(), type: 'image/png' }),
  },
  {
    route: 'POST /api/oa/staff/import',
    as: ['recruiterB'],
    form: () =>
      multipart({ name: 'roster.xlsx', content: Buffer.from('not a workbook'), type: 'application/octet-stream' }),
    mayRefuse: "an unreadable roster is refused before anything is written; rows only ever go to the caller's company",
  },
  { route: 'POST /api/company/submit', as: ['recruiterB'], mayRefuse: 'an approved company has nothing to submit' },
  { route: 'PUT /api/company', as: ['recruiterB'], body: () => ({ ...validCompany, name: '别家科技有限公司' }) },
  // Onboarding: the caller's own steps; joining a company: the caller's own request.
  { route: 'GET /api/onboarding' },
  { route: 'POST /api/onboarding/skip', as: ['seekerB'], body: () => ({ step: 'status' }) },
  { route: 'POST /api/onboarding/finish', as: ['seekerB'] },
  { route: 'PUT /api/onboarding/seeker/profile', as: ['seekerB'], body: () => ({ nickname: '乙', gender: 'male' }) },
  {
    route: 'PUT /api/onboarding/seeker/status',
    as: ['seekerB'],
    body: () => ({ jobStatus: 'left_available', workSince: '2019' }),
  },
  { route: 'GET /api/companies/search', as: ['recruiterB'], query: { name: '科技' } },
  {
    route: 'POST /api/company/join-request/cancel',
    as: ['recruiterB'],
    mayRefuse: "nothing pending to withdraw; it only ever withdraws the caller's own request",
  },
  { route: 'GET /api/company/join-requests' },
  // WeChat subscriptions (订阅消息): the templates to ask for, and the caller's own credits.
  { route: 'GET /api/notification/subscriptions' },
  { route: 'POST /api/notification/subscriptions', body: () => ({ accepted: [] }) },
  // 通知设置: the caller's own settings (no id: another user's cannot be named).
  { route: 'GET /api/notification/preferences' },
  { route: 'PUT /api/notification/preferences', body: () => defaultPreferences() },
  {
    route: 'POST /api/app/bindWeChat',
    body: () => ({ code: 'login-b' }),
    mayRefuse: "WeChat is not configured in this world; it only ever binds an openid to the caller's own account",
  },
];

// ---- Public routes: the same for everyone, or authentication itself -----------------------------------------

const PUBLIC: Array<{ route: string; why: string; params?: (ids: Ids) => Record<string, string | number> }> = [
  ...['GET /api/health', 'GET /api/regions', 'GET /api/regions/centroid'].map((route) => ({
    route,
    why: 'service facts',
  })),
  ...['GET /api/categories', 'GET /api/industries'].map((route) => ({
    route,
    why: 'taxonomies of the release (job categories, GB/T 4754-2017), the same for everyone',
  })),
  ...[
    'GET /api/commonmenu/list',
    'GET /api/version/getVersion',
    'GET /api/app/agreement/get',
    'GET /api/app/agreement/list',
    'GET /api/app/article/list',
    'GET /api/app/intro/selectIntro',
    'GET /api/intro/list',
  ].map((route) => ({ route, why: 'published content' })),
  { route: 'GET /api/app/agreement/getData/:id', why: 'published content', params: () => ({ id: 1 }) },
  { route: 'GET /api/app/article/:id', why: 'published content', params: () => ({ id: 1 }) },
  {
    route: 'GET /api/uploads/:name',
    why: 'public uploads (avatars, logos) by a random name; private files live elsewhere (contracts, ID photos)',
    params: (i) => ({ name: i.upload }),
  },
  {
    route: 'GET /api/companies/:id',
    why: "an approved company's public homepage: no contact phone, no documents, recruiters without phone",
    params: (i) => ({ id: i.companyA }),
  },
  ...['GET /api/positions', 'GET /api/positions/nearby'].map((route) => ({
    route,
    why: "the public job list (A's position under review must not be in it: checked with the secrets)",
  })),
  ...[
    'GET /api/app/captchaImage',
    'GET /api/app/validateCaptcha',
    'GET /api/app/checkPhone',
    'GET /api/app/sendCode',
    'POST /api/app/sendCode',
    'GET /api/app/getCodeStatus',
    'POST /api/app/register',
    'GET /api/app/loginByCode',
    'POST /api/app/loginByCode',
    'GET /api/app/loginByPwd',
    'POST /api/app/loginByPwd',
    'GET /api/app/findPwd',
    'POST /api/app/findPwd',
    'POST /api/app/logout',
    'POST /api/app/loginByWeChat',
    'POST /api/app/loginByWeChatPhone',
    'POST /api/app/loginByAlipay',
  ].map((route) => ({
    route,
    why: "authentication: proves who the caller is by phone, code, password or a provider; reads no one's data by id (auth and accounts suites)",
  })),
  {
    route: 'POST /api/contracts/verify',
    why: 'checks a PDF the caller already holds; answers only what that PDF says (contracts suite)',
  },
  {
    route: 'GET /api/ws',
    why: "the socket authenticates its first frame and pushes only to the user's own sockets (chat suite)",
  },
  ...[
    'GET /api/docs/',
    'GET /api/docs/static/index.html',
    'GET /api/docs/static/swagger-initializer.js',
    'GET /api/docs/static/*',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
  ].map((route) => ({ route, why: 'the OpenAPI document and its viewer' })),
  ...['GET /admin-pc', 'GET /admin-pc/', 'GET /admin-pc/*', 'GET /'].map((route) => ({
    route,
    why: "the H5 app's static files",
  })),
  { route: 'OPTIONS *', why: 'CORS preflight' },
];

// ---- The machinery ---------------------------------------------------------------------------------------

/** 'METHOD /url' of every registered route (HEAD is Fastify's copy of each GET). */
function registered(): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  for (const route of mockRoutes) {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route);
    }
  }
  return routes;
}

/** The field names of a zod object schema (also through optional wrappers and unions). */
function fieldNames(schema: unknown): string[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const s = schema as any;
  if (!s || typeof s !== 'object') return [];
  if (s.shape) return Object.keys(s.shape);
  if (Array.isArray(s.options)) return s.options.flatMap(fieldNames);
  if (s.def?.innerType) return fieldNames(s.def.innerType);
  if (s.def?.in) return fieldNames(s.def.in);
  return [];
}

/** Why a route needs a matrix entry: a path parameter, an id in its query or body, or the operator role. */
function needsEntry(route: RouteOptions): string | undefined {
  if (/:\w/.test(route.url)) return 'path parameter';
  const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
  const ids = [...fieldNames(schema?.querystring), ...fieldNames(schema?.body)].filter((name) => /^id$|Id$/.test(name));
  if (ids.length) return `id in query/body (${ids.join(', ')})`;
  if ((route.config as { auth?: { role?: string } } | undefined)?.auth?.role === 'operator') return 'operator role';
  return undefined;
}

type AuthRequirement = true | { role?: string; identity?: 'seeker' | 'recruiter' } | undefined;

/** What the route's own check answers this caller, before any service runs (undefined: it lets them in). */
function gate(requirement: AuthRequirement, caller: Caller): string | undefined {
  if (!requirement) return undefined;
  if (caller === 'anonymous') return 'errors.notLoggedIn';
  if (requirement === true) return undefined;
  if (requirement.role && (requirement.role !== 'operator' || caller !== 'operator')) return 'errors.forbidden';
  if (requirement.identity && IDENTITY[caller] !== requirement.identity) {
    return requirement.identity === 'recruiter' ? 'errors.needsRecruiter' : 'errors.needsSeeker';
  }
  return undefined;
}

function fill(
  route: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
) {
  const [method, pattern] = route.split(' ');
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return { method: method as InjectOptions['method'], url: search ? `${path}?${search}` : path };
}

/** The answer as text to search for A's values: JSON and NDJSON as they are, spreadsheets by their cells. */
async function readAnswer(response: LightMyRequestResponse): Promise<Answer> {
  const type = String(response.headers['content-type'] ?? '');
  let text = response.body;
  let json: Answer['json'];
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value)))));
    text = cells.join('\n');
  } else if (type.includes('application/json')) {
    json = body(response); // checks that a refusal carries its catalogue key
  }
  return { status: response.statusCode, text, json, key: json ? refusalKey(response) : undefined };
}

function describeAnswer(answer: Answer): string {
  if (answer.key) return `${answer.key} (HTTP ${answer.status}, code ${answer.json?.code})`;
  return `HTTP ${answer.status} ${answer.text.slice(0, 120)}`;
}

/** Whether the answer is the outcome (a refusal carries no data). */
function matches(answer: Answer, outcome: Outcome, ids: Ids): boolean {
  if (typeof outcome === 'string') {
    return answer.key === outcome && answer.json?.code !== 200 && !('data' in (answer.json ?? {}));
  }
  return outcome.holds(answer, ids);
}

const describeOutcome = (outcome: Outcome) => (typeof outcome === 'string' ? outcome : outcome.what);

/** Row ids of a list answer (`rows`, or `data` as a list or a page). */
function rowIds(answer: Answer): number[] {
  const json = answer.json ?? {};
  const rows = json.rows ?? (Array.isArray(json.data) ? json.data : json.data?.rows) ?? [];
  return (rows as Array<{ id?: number }>).map((row) => row.id).filter((id): id is number => typeof id === 'number');
}

// ---- The tests -----------------------------------------------------------------------------------------------

// The world is made of some 150 calls (migrations too on PostgreSQL), the matrix of some 700.
jest.setTimeout(60_000);

const START = Date.parse('2026-05-04T02:00:00Z');
let world: World;
let routes: Map<string, RouteOptions>;
let before: Record<string, unknown>;
/** Every call made by the matrix and the own-data checks, and every way one went wrong. */
const made: Array<{ route: string; caller: Caller }> = [];

beforeAll(async () => {
  world = await authorizationWorld(manualClock(START));
  routes = registered();
  before = await snapshot(world);
});
afterAll(() => world.app.close());

function callerOf(caller: Caller): TestCaller | undefined {
  const person = PERSON[caller];
  return person === 'anonymous' ? undefined : world[person];
}

async function send(caller: Caller, options: InjectOptions): Promise<Answer> {
  const who = callerOf(caller);
  return readAnswer(await (who ? who.inject(options) : world.app.inject(options)));
}

function optionsOf(entry: {
  route: string;
  params?: Entry['params'];
  query?: Entry['query'];
  body?: Entry['body'];
  form?: Entry['form'];
}): InjectOptions {
  const { ids } = world;
  const target = fill(entry.route, entry.params?.(ids, world), entry.query?.(ids, world));
  if (entry.form) return { ...target, ...entry.form() };
  return { ...target, ...(entry.body ? { payload: entry.body(ids, world) } : {}) };
}

const authOf = (route: string) => (routes.get(route)?.config as { auth?: AuthRequirement } | undefined)?.auth;

/** The values of A in an answer to someone else (but those it shows by design). */
const leaked = (answer: Answer, entry: { mayShow?: Entry['mayShow'] }) => {
  const shown = entry.mayShow?.(world) ?? [];
  return world.secrets.filter((secret) => answer.text.includes(secret) && !shown.includes(secret));
};

async function refusedCalls(callers: (entry: Entry) => Caller[]): Promise<string[]> {
  const failures: string[] = [];
  for (const entry of MATRIX) {
    const requirement = authOf(entry.route);
    for (const caller of callers(entry)) {
      const expected = gate(requirement, caller) ?? entry.by?.[caller] ?? entry.refused;
      const answer = await send(caller, optionsOf(entry));
      made.push({ route: entry.route, caller });
      if (!matches(answer, expected, world.ids)) {
        failures.push(
          `${entry.route} as ${caller}: expected ${describeOutcome(expected)}, got ${describeAnswer(answer)}`,
        );
      }
      for (const secret of leaked(answer, entry)) failures.push(`${entry.route} as ${caller}: LEAKED ${secret}`);
    }
  }
  return failures;
}

const notOwner = (entry: Entry) => (caller: Caller) =>
  entry.callers ? entry.callers.includes(caller) : !entry.owners.includes(PERSON[caller]);

test('every registered route is classified; those with an id or the operator role have a matrix entry', () => {
  const matrix = new Set(MATRIX.map((entry) => entry.route));
  const own = new Set(OWN.map((entry) => entry.route));
  const publicRoutes = new Map(PUBLIC.map((entry) => [entry.route, entry]));
  const problems: string[] = [];
  for (const [name, route] of routes) {
    const why = needsEntry(route);
    // A public route with a path parameter is checked to answer everyone the same (below).
    const publicWithId = publicRoutes.get(name)?.params !== undefined;
    if (why && !matrix.has(name) && !publicWithId) {
      problems.push(`${name}: ${why}, but no MATRIX entry (its owners, A's ids, what refused means)`);
    } else if (!why && !matrix.has(name) && !own.has(name) && !publicRoutes.has(name)) {
      problems.push(`${name}: not classified (add it to MATRIX, OWN or PUBLIC with why)`);
    }
  }
  for (const name of [...matrix, ...own, ...publicRoutes.keys()]) {
    if (!routes.has(name)) problems.push(`${name}: listed here but not registered`);
  }
  expect(problems).toEqual([]);
  expect(routes.size).toBeGreaterThan(150);
});

test("every matrix entry's parameters, query and body pass the route's own schema (refusals are never about them)", () => {
  const problems: string[] = [];
  const { ids } = world;
  for (const entry of MATRIX) {
    type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
    const schema = (routes.get(entry.route)?.schema ?? {}) as Record<string, { safeParse?: (v: unknown) => Parsed }>;
    const parts: Array<[string, unknown]> = [
      ['params', entry.params?.(ids, world) ?? {}],
      [
        'querystring',
        Object.fromEntries(Object.entries(entry.query?.(ids, world) ?? {}).map(([k, v]) => [k, String(v)])),
      ],
      ['body', entry.body?.(ids, world)],
    ];
    for (const [part, value] of parts) {
      const parsed = schema[part]?.safeParse?.(value);
      for (const issue of parsed?.error?.issues ?? []) {
        problems.push(`${entry.route} ${part}.${issue.path.join('.')}: ${issue.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the matrix: every caller but the owners is refused, and nothing of A is in any answer', async () => {
  const failures = await refusedCalls((entry) => FIRST_ROUND.filter(notOwner(entry)));
  expect(failures).toEqual([]);
});

test('the matrix again with A on the other identity: the services refuse on ownership, not on identity', async () => {
  const { seekerA, recruiterA } = world;
  const switchTo = async (who: TestCaller, identity: 'seeker' | 'recruiter') =>
    expect(body(await who.inject({ method: 'POST', url: '/api/user/identity', payload: { identity } })).code).toBe(200);
  await switchTo(seekerA, 'recruiter');
  await switchTo(recruiterA, 'seeker');
  const failures = await refusedCalls((entry) => SWITCHED.filter(notOwner(entry)));
  await switchTo(seekerA, 'seeker');
  await switchTo(recruiterA, 'recruiter');
  expect(failures).toEqual([]);
});

test("the caller's own things: B's answers hold nothing of A's", async () => {
  const failures: string[] = [];
  for (const entry of OWN) {
    const requirement = authOf(entry.route);
    for (const caller of ['anonymous' as Caller, ...(entry.as ?? (['seekerB', 'recruiterB'] as Caller[]))]) {
      const answer = await send(
        caller,
        optionsOf({
          route: entry.route,
          query: entry.query && (() => entry.query!),
          body: entry.body && (() => entry.body!(world)),
          form: entry.form && (() => entry.form!(world)),
        }),
      );
      made.push({ route: entry.route, caller });
      const refusal = gate(requirement, caller);
      if (refusal && !matches(answer, refusal, world.ids)) {
        failures.push(`${entry.route} as ${caller}: expected ${refusal}, got ${describeAnswer(answer)}`);
      }
      if (!refusal && answer.json && answer.json.code !== 200 && !entry.mayRefuse) {
        failures.push(`${entry.route} as ${caller}: own call refused ${describeAnswer(answer)}`);
      }
      if (!refusal && !answer.json && answer.status !== 200) {
        failures.push(`${entry.route} as ${caller}: HTTP ${answer.status}`);
      }
      for (const secret of leaked(answer, entry)) failures.push(`${entry.route} as ${caller}: LEAKED ${secret}`);
      const theirs = entry.notIds?.(world.ids) ?? [];
      for (const id of rowIds(answer).filter((id) => theirs.includes(id))) {
        failures.push(`${entry.route} as ${caller}: lists A's row ${id}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('public routes with an id answer everyone the same, and show nothing private of A', async () => {
  const failures: string[] = [];
  const lists: Array<{ route: string; query: Record<string, number> }> = [
    { route: 'GET /api/positions', query: { pageSize: 50 } },
    { route: 'GET /api/positions/nearby', query: { lat: 30.27, lng: 120.15, pageSize: 50 } },
  ];
  for (const entry of [...PUBLIC.filter((e) => e.params), ...lists]) {
    const options = optionsOf({
      route: entry.route,
      params: 'params' in entry ? entry.params : undefined,
      query: 'query' in entry ? () => entry.query : undefined,
    });
    const [anonymous, seeker, recruiter] = await Promise.all(
      (['anonymous', 'seekerB', 'recruiterB'] as Caller[]).map((caller) => send(caller, options)),
    );
    for (const caller of ['anonymous', 'seekerB', 'recruiterB'] as Caller[]) made.push({ route: entry.route, caller });
    if (anonymous.status !== 200) failures.push(`${entry.route}: HTTP ${anonymous.status} to anonymous`);
    if (seeker.text !== anonymous.text || recruiter.text !== anonymous.text) {
      failures.push(`${entry.route}: answers differ by caller`);
    }
    for (const secret of leaked(anonymous, {})) failures.push(`${entry.route}: LEAKED ${secret}`);
  }
  expect(failures).toEqual([]);
});

test("A's data read as A is the same after every refused call", async () => {
  expect(await snapshot(world)).toEqual(before);
});

test("each matrix call works for its owner (the ids and bodies are A's, so the refusals were about the caller)", async () => {
  const failures: string[] = [];
  // Entries nobody may call with A's ids: the route works with what does open it (before anything is deleted).
  for (const entry of MATRIX.filter((e) => e.control)) {
    const problem = await entry.control!(world);
    if (problem) failures.push(`${entry.route}: ${problem}`);
  }
  const controls = MATRIX.filter((entry) => entry.owners.length && entry.refused !== ownOnly);
  const ordered = [...controls.filter((e) => !e.destroys), ...controls.filter((e) => e.destroys)];
  for (const entry of ordered) {
    const owners = entry.route.startsWith('GET ') ? entry.owners : entry.owners.slice(0, 1);
    for (const owner of owners) {
      const answer = await send(owner, optionsOf(entry));
      const refusedAsOthers =
        matches(answer, entry.refused, world.ids) ||
        Object.values(entry.by ?? {}).some((o) => matches(answer, o, world.ids));
      // A refusal of the owner's login, identity or role, or no such route, would mean the entry is wrong.
      const unusable = /^errors\.(notLoggedIn|forbidden|needsRecruiter|needsSeeker|serviceNotFound)$/.test(
        answer.key ?? '',
      );
      if (refusedAsOthers || unusable) failures.push(`${entry.route} as owner ${owner}: ${describeAnswer(answer)}`);
    }
  }
  expect(failures).toEqual([]);
});
