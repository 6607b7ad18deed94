/**
 * The texts of onboarding and of joining a company: the server's refusals and answers.
 * `ONBOARDING_MSG` keys (./messages.ts) travel with the onboarding and company screens
 * (src/features/onboarding/strings.ts adds them on H5); only that code and the server refer to them.
 */
import { keysOf } from './domain-keys';

export const onboardingZhHans = {
  'onboarding.unknownStep': '没有这一步',
  'onboarding.workSince': '请选择参加工作的年份',
  'onboarding.joinSent': '已向{companyName}发送加入申请，通过后会通知你',
  'onboarding.joinPending': '你已申请加入{companyName}，请等待对方处理',
  'onboarding.alreadyInCompany': '你已属于一家公司，不能再申请加入其他公司',
  'onboarding.joinNotFound': '该申请不存在或已处理',
  'onboarding.joinForbidden': '只有该公司的首位招聘者或平台运营可以处理此申请',
  'onboarding.joinApproved': '已同意，对方已成为公司的招聘者',
  'onboarding.joinRejected': '已拒绝该申请',
  'onboarding.joinCancelled': '已撤回加入申请',
  'onboarding.ownerEdits': '公司信息由公司的首位招聘者维护',
  'onboarding.ownCompany': '不能申请加入自己的公司',
} as const satisfies Record<string, string>;

export const onboardingEn = {
  'onboarding.unknownStep': 'There is no such step',
  'onboarding.workSince': 'Please choose the year you started working',
  'onboarding.joinSent': 'Request sent to {companyName}: you will be notified when it is approved',
  'onboarding.joinPending': 'You asked to join {companyName}: please wait for an answer',
  'onboarding.alreadyInCompany': 'You already belong to a company and cannot ask to join another',
  'onboarding.joinNotFound': 'This request does not exist or has been handled',
  'onboarding.joinForbidden': "Only the company's first recruiter or an operator can handle this request",
  'onboarding.joinApproved': 'Approved: they are now one of the company’s recruiters',
  'onboarding.joinRejected': 'Request declined',
  'onboarding.joinCancelled': 'Join request withdrawn',
  'onboarding.ownerEdits': "The company's information is kept by its first recruiter",
  'onboarding.ownCompany': 'You cannot ask to join your own company',
} as const satisfies Record<string, string>;

/** The keys by name (`ONBOARDING_MSG.joinSent === 'onboarding.joinSent'`). */
export const ONBOARDING_MSG = keysOf('onboarding', onboardingZhHans);
