/**
 * The texts of office admin (staff and projects): its form rules, refusals and confirmations. `MSG.oa` keys
 * (./messages.ts) that travel with the office-admin screens (src/features/oa/strings.ts adds them on H5);
 * only office-admin code may refer to them.
 */
import { keysOf } from './domain-keys';

export const oaZhHans = {
  'oa.qq': '请输入正确的QQ号',
  'oa.wechat': '请输入正确的微信号（6-20位，字母开头）',
  'oa.staffNotFound': '该员工不存在',
  'oa.projectNotFound': '该项目不存在',
  'oa.companyNotVerified': '公司认证通过后才能管理员工和项目',
  'oa.duplicateIdNumber': '该身份证号的员工已在花名册中',
  'oa.photoNotFound': '该证件照不存在或已按保存期限删除',
  'oa.photoKey': '请重新上传证件照',
  'oa.linkExpired': '链接已失效，请重新打开',
  'oa.memberNotStaff': '只能添加本公司的员工',
  'oa.memberNotFound': '该成员不在项目中',
  'oa.projectEnded': '项目已结束，不能再修改成员',
  'oa.importFile': '请上传 .xlsx 表格（可先导出花名册作为模板）',
  'oa.importTooMany': '一次最多导入{max}行',
  'oa.importEmpty': '表格中没有员工数据',
  'oa.importDuplicate': '与第{row}行的身份证号重复',
  'oa.contractNotSigned': '只有已签署的合同可以添加为员工',
  'oa.partialNumber': '按号码搜索，请输入手机号后4位，或完整的手机号、身份证号',
  'oa.duplicateProjectName': '公司已有同名项目，请换一个名称',
  'oa.saved': '已保存',
  'oa.deleted': '已删除',
  'oa.markedLeft': '已标记为离职',
  'oa.markedActive': '已恢复为在职',
  'oa.verified': '已核验证件',
  'oa.memberAdded': '已添加成员',
  'oa.memberRemoved': '已移除成员',
  'oa.projectEndedNow': '项目已提前结束',
  'oa.imported': '导入完成：新增{created}人，更新{updated}人，未导入{refused}行',
} as const satisfies Record<string, string>;

export const oaEn = {
  'oa.qq': 'Please enter a valid QQ number',
  'oa.wechat': 'Please enter a valid WeChat ID (6-20 characters, starting with a letter)',
  'oa.staffNotFound': 'This staff member does not exist',
  'oa.projectNotFound': 'This project does not exist',
  'oa.companyNotVerified': 'Staff and projects can be managed once your company is verified',
  'oa.duplicateIdNumber': 'A staff member with this ID number is already on the roster',
  'oa.photoNotFound': 'This ID photo does not exist or was removed after its retention period',
  'oa.photoKey': 'Please upload the ID photo again',
  'oa.linkExpired': 'This link has expired, please open it again',
  'oa.memberNotStaff': "Only your company's staff can be added",
  'oa.memberNotFound': 'This member is not in the project',
  'oa.projectEnded': 'The project has ended: its members cannot change',
  'oa.importFile': 'Please upload an .xlsx sheet (export the roster first to get the template)',
  'oa.importTooMany': 'At most {max} rows can be imported at once',
  'oa.importEmpty': 'The sheet holds no staff',
  'oa.importDuplicate': 'Same ID number as row {row}',
  'oa.contractNotSigned': 'Only a signed contract can be added to the staff',
  'oa.partialNumber': 'To search by number, enter the last 4 digits of the phone, or the whole phone or ID number',
  'oa.duplicateProjectName': 'Your company already has a project with this name; please choose another',
  'oa.saved': 'Saved',
  'oa.deleted': 'Deleted',
  'oa.markedLeft': 'Marked as left',
  'oa.markedActive': 'Marked as active again',
  'oa.verified': 'Documents checked',
  'oa.memberAdded': 'Member added',
  'oa.memberRemoved': 'Member removed',
  'oa.projectEndedNow': 'The project was ended early',
  'oa.imported': 'Import done: {created} added, {updated} updated, {refused} rows refused',
} as const satisfies Record<string, string>;

/** The office-admin keys by name (`OA_MSG.qq === 'oa.qq'`). */
export const OA_MSG = keysOf('oa', oaZhHans);
