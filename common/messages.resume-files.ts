/**
 * The texts of resume files (./resume-files.ts): attachment resumes (附件简历), the online resume as a PDF,
 * asking for and sending a file in chat, and filling the online resume from a file. `RESUME_FILES_MSG` keys
 * (./messages.ts); the resume and chat screens add them on H5, the server registers them at start.
 */
import { keysOf } from './domain-keys';

export const resumeFilesZhHans = {
  'resumeFiles.title': '附件简历',
  'resumeFiles.online': '在线简历',
  'resumeFiles.onlinePdfName': '{name}的在线简历.pdf',
  'resumeFiles.kind': '只能上传 PDF、DOC 或 DOCX 格式的简历',
  'resumeFiles.size': '简历文件不能超过 20MB',
  'resumeFiles.empty': '文件是空的，请重新选择',
  'resumeFiles.max': '最多保存 {max} 份附件简历，请先删除一份',
  'resumeFiles.notFound': '附件简历不存在或已被删除',
  'resumeFiles.name': '请填写文件名（1 到 {max} 个字）',
  'resumeFiles.uploaded': '附件简历已上传',
  'resumeFiles.renamed': '已重命名',
  'resumeFiles.deleted': '附件简历已删除',
  'resumeFiles.defaultSet': '已设为默认附件简历',
  'resumeFiles.linkExpired': '链接已失效，请重新打开',
  'resumeFiles.noAccess': '对方未向你发送这份附件简历',
  'resumeFiles.resumeEmpty': '在线简历还没有内容，请先完善简历',
  'resumeFiles.request.pending': '已向对方索要附件简历，请等待回复',
  'resumeFiles.request.none': '这条索要请求不存在或已回复',
  'resumeFiles.request.sent': '已索要附件简历',
  'resumeFiles.request.accepted': '已发送附件简历',
  'resumeFiles.request.declined': '已拒绝发送附件简历',
  'resumeFiles.sent': '附件简历已发送',
  'resumeFiles.chat.file': '[附件简历] {name}',
  'resumeFiles.chat.request': '[索要附件简历]',
  'resumeFiles.chat.declined': '对方暂不方便发送附件简历',
  'resumeFiles.parse.failed': '没能从这个文件中读出文字，请换一个 PDF 或 DOCX 文件',
  'resumeFiles.parse.kind': '只能从 PDF 或 DOCX 文件填写简历',
  'resumeFiles.parse.done': '已读出简历内容，请逐项确认',
} as const satisfies Record<string, string>;

export const resumeFilesEn = {
  'resumeFiles.title': 'Resume files',
  'resumeFiles.online': 'Online resume',
  'resumeFiles.onlinePdfName': '{name} - online resume.pdf',
  'resumeFiles.kind': 'Resume files must be PDF, DOC or DOCX',
  'resumeFiles.size': 'A resume file may be at most 20 MB',
  'resumeFiles.empty': 'The file is empty: please choose another',
  'resumeFiles.max': 'You can keep at most {max} resume files: delete one first',
  'resumeFiles.notFound': 'This resume file does not exist or was deleted',
  'resumeFiles.name': 'Please enter a file name (1 to {max} characters)',
  'resumeFiles.uploaded': 'Resume file uploaded',
  'resumeFiles.renamed': 'Renamed',
  'resumeFiles.deleted': 'Resume file deleted',
  'resumeFiles.defaultSet': 'Set as your default resume file',
  'resumeFiles.linkExpired': 'This link has expired: please open the file again',
  'resumeFiles.noAccess': 'This resume file was not sent to you',
  'resumeFiles.resumeEmpty': 'Your online resume is still empty: fill it in first',
  'resumeFiles.request.pending': 'You asked for the resume file: waiting for the answer',
  'resumeFiles.request.none': 'This request does not exist or was answered',
  'resumeFiles.request.sent': 'Resume file requested',
  'resumeFiles.request.accepted': 'Resume file sent',
  'resumeFiles.request.declined': 'Request declined',
  'resumeFiles.sent': 'Resume file sent',
  'resumeFiles.chat.file': '[Resume file] {name}',
  'resumeFiles.chat.request': '[Resume file requested]',
  'resumeFiles.chat.declined': 'The job seeker would rather not send a resume file now',
  'resumeFiles.parse.failed': 'No text could be read from this file: please try another PDF or DOCX',
  'resumeFiles.parse.kind': 'A resume can be filled only from a PDF or DOCX file',
  'resumeFiles.parse.done': 'Resume read: please confirm each part',
} as const satisfies Record<keyof typeof resumeFilesZhHans, string>;

const flat = keysOf('resumeFiles', resumeFilesZhHans);

export const RESUME_FILES_MSG = {
  ...flat,
  request: keysOf('resumeFiles.request', resumeFilesZhHans),
  chat: keysOf('resumeFiles.chat', resumeFilesZhHans),
  parse: keysOf('resumeFiles.parse', resumeFilesZhHans),
} as const;
