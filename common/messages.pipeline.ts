/**
 * The texts of the hiring pipeline (./pipeline.ts) and of interview scheduling (./interview-scheduling.ts):
 * stage names, the actions each stage offers, the refusals of an action that does not fit, rescheduling and
 * slots. `PIPELINE_MSG` keys (./messages.ts); the applications and chat screens add them on H5
 * (src/features/applications/strings.ts), the server registers them at start.
 */
import { keysOf } from './domain-keys';

export const pipelineZhHans = {
  'pipeline.stage.delivered': '已投递',
  'pipeline.stage.viewed': '已查看',
  'pipeline.stage.screened': '初筛通过',
  'pipeline.stage.interviewing': '面试中',
  'pipeline.stage.offered': '面试通过',
  'pipeline.stage.signed': '已签约',
  'pipeline.stage.hired': '已入职',
  'pipeline.stage.rejected': '不合适',
  'pipeline.stage.withdrawn': '已撤回',
  'pipeline.action.reject': '不合适',
  'pipeline.action.pass': '通过初筛',
  'pipeline.action.invite': '邀请面试',
  'pipeline.action.startContract': '发起合同',
  'pipeline.action.addStaff': '添加为员工',
  'pipeline.action.withdraw': '撤回投递',
  'pipeline.notAtStage': '这份投递当前为“{stage}”，不能进行这个操作',
  'pipeline.contractOpen': '已向候选人发出合同，请先撤回合同再标记不合适',
  'pipeline.withdrawn': '已撤回投递',
  'pipeline.positionNotFound': '职位不存在或不属于你的公司',
  // Interview scheduling (./interview-scheduling.ts)
  'pipeline.slots.count': '请提供 2 到 5 个可选的面试时间',
  'pipeline.slots.distinct': '可选的面试时间不能重复',
  'pipeline.slots.taken': '这个时间刚被其他候选人选走了，请选择其他时间',
  'pipeline.slots.notOpen': '这个时间已不可选，请刷新后重新选择',
  'pipeline.slots.picked': '已选定面试时间',
  'pipeline.reschedule.pending': '已有一个改期申请在等待回复',
  'pipeline.reschedule.limit': '已连续提出 3 次改期，请在聊天中与对方沟通后再安排',
  'pipeline.reschedule.none': '没有待回复的改期申请',
  'pipeline.reschedule.own': '不能回复自己提出的改期申请',
  'pipeline.reschedule.sameTime': '新的时间与当前面试时间相同',
  'pipeline.reschedule.reason': '请填写改期原因',
  'pipeline.reschedule.proposed': '已发送改期申请，等待对方回复',
  'pipeline.reschedule.accepted': '已同意改期，面试时间已更新',
  'pipeline.reschedule.declined': '已拒绝改期，原面试时间不变',
  'pipeline.cancelled': '面试已取消',
  // Chat (server/src/modules/chat/interview-lines.ts): the proposal card's preview, the cancel line.
  'pipeline.chat.reschedule': '[改期申请]',
  'pipeline.chat.cancelledBySeeker': '求职者已取消面试：{reason}',
  'pipeline.chat.cancelledByRecruiter': '招聘方已取消面试：{reason}',
} as const satisfies Record<string, string>;

export const pipelineEn = {
  'pipeline.stage.delivered': 'Applied',
  'pipeline.stage.viewed': 'Viewed',
  'pipeline.stage.screened': 'Shortlisted',
  'pipeline.stage.interviewing': 'Interviewing',
  'pipeline.stage.offered': 'Offer',
  'pipeline.stage.signed': 'Signed',
  'pipeline.stage.hired': 'Hired',
  'pipeline.stage.rejected': 'Not suitable',
  'pipeline.stage.withdrawn': 'Withdrawn',
  'pipeline.action.reject': 'Not suitable',
  'pipeline.action.pass': 'Shortlist',
  'pipeline.action.invite': 'Invite to interview',
  'pipeline.action.startContract': 'Start the contract',
  'pipeline.action.addStaff': 'Add to staff',
  'pipeline.action.withdraw': 'Withdraw',
  'pipeline.notAtStage': 'This application is at "{stage}": that cannot be done now',
  'pipeline.contractOpen': 'A contract was sent to the candidate: withdraw it before marking not suitable',
  'pipeline.withdrawn': 'Application withdrawn',
  'pipeline.positionNotFound': 'The position does not exist or is not your company’s',
  'pipeline.slots.count': 'Offer 2 to 5 interview times to choose from',
  'pipeline.slots.distinct': 'The interview times to choose from must differ',
  'pipeline.slots.taken': 'Another candidate just took this time: please choose another',
  'pipeline.slots.notOpen': 'This time can no longer be chosen: refresh and choose again',
  'pipeline.slots.picked': 'Interview time chosen',
  'pipeline.reschedule.pending': 'A request to reschedule is already waiting for an answer',
  'pipeline.reschedule.limit': 'You proposed another time 3 times in a row: agree on one in the chat first',
  'pipeline.reschedule.none': 'No request to reschedule is waiting',
  'pipeline.reschedule.own': 'You cannot answer your own request to reschedule',
  'pipeline.reschedule.sameTime': 'The new time is the same as the current one',
  'pipeline.reschedule.reason': 'Please give a reason for the new time',
  'pipeline.reschedule.proposed': 'New time proposed: waiting for the answer',
  'pipeline.reschedule.accepted': 'New time accepted: the interview moved',
  'pipeline.reschedule.declined': 'New time declined: the interview keeps its time',
  'pipeline.cancelled': 'Interview cancelled',
  'pipeline.chat.reschedule': '[New interview time proposed]',
  'pipeline.chat.cancelledBySeeker': 'The job seeker cancelled the interview: {reason}',
  'pipeline.chat.cancelledByRecruiter': 'The recruiter cancelled the interview: {reason}',
} as const satisfies Record<string, string>;

const flat = keysOf('pipeline', pipelineZhHans);

export const PIPELINE_MSG = {
  stage: keysOf('pipeline.stage', pipelineZhHans),
  action: keysOf('pipeline.action', pipelineZhHans),
  slots: keysOf('pipeline.slots', pipelineZhHans),
  reschedule: keysOf('pipeline.reschedule', pipelineZhHans),
  chat: keysOf('pipeline.chat', pipelineZhHans),
  notAtStage: flat.notAtStage,
  contractOpen: flat.contractOpen,
  withdrawn: flat.withdrawn,
  positionNotFound: flat.positionNotFound,
  cancelled: flat.cancelled,
} as const;
