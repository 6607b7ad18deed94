/**
 * The texts of leaving and of a copy of one's data (account deletion, 注销账号; 个人信息副本): refusals,
 * confirmations and the blockers' reasons. `PRIVACY_MSG` keys (./messages.ts) that travel with those two
 * screens (src/features/account/privacy-strings.ts adds them on H5); only that code and the server refer to them.
 */
import { keysOf } from './domain-keys';

export const privacyZhHans = {
  'privacy.blockedContract': '有{count}份合同正在等待签署：请先签署或拒签（我的—签约记录）',
  'privacy.blockedContractSent': '你发出的{count}份合同正在等待对方签署：请先撤回（我的—合同管理）',
  'privacy.blockedInterview': '有{count}场面试尚未进行：请先取消或拒绝（我的—面试记录）',
  'privacy.blockedPositions': '你是公司唯一的招聘者，公司还有{count}个招聘中的职位：请先关闭（我的—职位管理）',
  'privacy.noPhone': '注销账号需要用绑定的手机号验证，请先绑定手机号',
  'privacy.requested': '注销申请已提交：{days}天冷静期内登录即撤销，期满后账号将被删除',
  'privacy.cancelled': '注销已撤销：你在冷静期内登录了账号，账号将继续保留',
  'privacy.deletedUser': '已注销用户',
  'privacy.exportTooSoon': '每天只能申请一次个人信息副本，请{hours}小时后再试',
  'privacy.exportRequested': '已开始生成，完成后可在此页下载',
  'privacy.exportNotFound': '该下载链接不存在或已过期，请重新申请',
} as const satisfies Record<string, string>;

export const privacyEn = {
  'privacy.blockedContract':
    '{count} contract(s) are waiting for your signature: sign or refuse them first (Me - Contract records)',
  'privacy.blockedContractSent':
    '{count} contract(s) you sent are waiting for the other side: withdraw them first (Me - Contracts)',
  'privacy.blockedInterview':
    '{count} interview(s) are still to come: cancel or decline them first (Me - Interview records)',
  'privacy.blockedPositions':
    "You are your company's only recruiter and it has {count} open position(s): close them first (Me - Positions)",
  'privacy.noPhone': 'Deleting the account is confirmed with its phone: please bind a phone first',
  'privacy.requested':
    'Deletion requested: logging in within {days} days cancels it; after that the account is deleted',
  'privacy.cancelled': 'Deletion cancelled: you logged in during the cooling-off period, so the account stays',
  'privacy.deletedUser': 'Deleted user',
  'privacy.exportTooSoon': 'A copy of your data can be requested once a day: please try again in {hours} hours',
  'privacy.exportRequested': 'Being prepared: you can download it on this page when it is ready',
  'privacy.exportNotFound': 'This download link does not exist or has expired: please request a new copy',
} as const satisfies Record<string, string>;

/** The keys by name (`PRIVACY_MSG.noPhone === 'privacy.noPhone'`). */
export const PRIVACY_MSG = keysOf('privacy', privacyZhHans);
