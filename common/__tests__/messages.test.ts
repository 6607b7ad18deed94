import { LOCALES } from '../i18n';
import { MSG, isMessageKey, messages, t } from '../messages';
import { CONTRACTS_MSG } from '../messages.contracts';
import { OA_MSG } from '../messages.oa';
import { PIPELINE_MSG } from '../messages.pipeline';
import { ONBOARDING_MSG } from '../messages.onboarding';
import { PREFERENCES_MSG } from '../messages.preferences';
import { PRIVACY_MSG } from '../messages.privacy';
import { RESUME_FILES_MSG } from '../messages.resume-files';
import { REPORTS_MSG } from '../messages.reports';
import { SCREENING_MSG } from '../messages.screening';
import { CONTRACTS_SERVER_MSG, SUBSCRIPTIONS_MSG } from '../messages.server';
import { VERIFICATION_MSG } from '../messages.verification';

function leaves(tree: object, prefix = ''): Array<[path: string, value: string]> {
  return Object.entries(tree).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value as object, path);
  });
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('catalogue', () => {
  // MSG, and the domain groups that live with their texts (kept out of the app's first page).
  const keys = [
    ...leaves(MSG),
    ...leaves(CONTRACTS_MSG, 'contracts'),
    ...leaves(CONTRACTS_SERVER_MSG, 'contracts'),
    ...leaves(OA_MSG, 'oa'),
    ...leaves(PRIVACY_MSG, 'privacy'),
    ...leaves(SCREENING_MSG, 'screening'),
    ...leaves(ONBOARDING_MSG, 'onboarding'),
    ...leaves(REPORTS_MSG, 'reports'),
    ...leaves(VERIFICATION_MSG, 'verification'),
    ...leaves(PREFERENCES_MSG, 'preferences'),
    ...leaves(SUBSCRIPTIONS_MSG, 'subscriptions'),
    ...leaves(PIPELINE_MSG, 'pipeline'),
    // Its flat part names the grouped keys too ('request.sent' beside request.sent): each once.
    ...new Map(leaves(RESUME_FILES_MSG, 'resumeFiles')),
  ];

  it('names every key after its path in MSG', () => {
    for (const [path, value] of keys) expect(value).toBe(path);
  });

  it.each(LOCALES)('has a non-empty %s text for every key and nothing else', (locale) => {
    const catalogue = messages[locale];
    expect(Object.keys(catalogue).sort()).toEqual(keys.map(([path]) => path).sort());
    for (const [path] of keys) expect(catalogue[path].trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const [path] of keys) {
      expect({ path, en: placeholders(messages.en[path]) }).toEqual({
        path,
        en: placeholders(messages['zh-Hans'][path]),
      });
    }
  });

  it('tells keys from other text', () => {
    expect(isMessageKey(MSG.validation.phone)).toBe(true);
    expect(isMessageKey('Invalid input: expected string, received undefined')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('t', () => {
  it('translates, defaults to the key for unknown keys, and fills params', () => {
    expect(t('zh-Hans', MSG.validation.passwordMismatch)).toBe('两次密码不一致');
    expect(t('en', MSG.validation.passwordMismatch)).toBe('Password inconsistency');
    expect(t('en', 'no.such.key')).toBe('no.such.key');
    expect(t('zh-Hans', MSG.validation.tooLong, { max: 50 })).toBe('不能超过50个字符');
    expect(t('en', MSG.validation.tooLong, { max: 50 })).toBe('Cannot exceed 50 characters');
    expect(t('zh-Hans', MSG.validation.requiredField, { field: '姓名' })).toBe('请填写姓名');
    expect(t('en', MSG.validation.requiredField, { field: 'Name' })).toBe('Name is required');
    expect(t('en', MSG.validation.required)).toBe('This field is required');
    expect(t('zh-Hans', MSG.app.name)).toBe('职达');
    expect(t('en', MSG.app.name)).toBe('JobReach');
  });
});

describe('texts of the spec', () => {
  // [key, zh-Hans, en]; Chinese and English quoted by the spec are verbatim.
  const table: Array<[string, string, string]> = [
    [
      MSG.validation.password,
      '请设置8-16位字母数字组合密码',
      'Please set a password of 8-16 characters combining letters and digits',
    ],
    [MSG.validation.passwordMismatch, '两次密码不一致', 'Password inconsistency'],
    [MSG.validation.dateRange, '开始时间不能大于结束时间', 'The start time cannot be greater than the end time'],
    [MSG.validation.duplicateMember, '不能重复添加成员', 'duplicate member cannot be added'],
    [MSG.errors.server, '服务器错误', 'server error'],
    [MSG.errors.serviceNotFound, '服务不存在', 'service does not exist'],
    [MSG.errors.requestRetry, '请求错误，请重试', 'request error, please retry'],
    [MSG.errors.requestFailed, '请求失败，服务错误', 'request failed, service error'],
    [MSG.errors.networkException, '网络异常，请重试', 'Network exception, please try again'],
    [MSG.errors.networkNotConnected, '网络未连接！', 'Network not connected!'],
    [MSG.errors.networkUnknown, '未知网络！', 'Unknown network!'],
    [MSG.errors.loginFirst, '请先登录！', 'please log in first!'],
    [MSG.errors.userNotFound, '用户不存在', 'user does not exist'],
    [MSG.errors.alreadyInvited, '已经邀请过了', 'already invited'],
    [MSG.errors.imageUploadFailed, '图片上传失败', 'image upload failed'],
    [MSG.errors.fileOpenFailed, '文件打开失败', 'file open failed'],
    [MSG.errors.appInfoFailed, '获取应用信息失败', 'failed to get application info'],
    [MSG.errors.updateFailed, '更新失败', 'update failed'],
    [MSG.errors.installFailed, '安装失败', 'installation failed'],
    [MSG.errors.envUnsupported, '当前环境不支持该操作', 'current environment does not support this operation'],
    [MSG.errors.operation, '操作错误', 'operation error'],
    [MSG.errors.openInBrowser, '请在浏览器中打开', 'Please open this page in a browser'],
    [MSG.update.title, '更新提示', 'Update'],
    [MSG.update.restart, '新版本已经准备好，是否重启应用？', 'The new version is ready. Restart the app now?'],
    [MSG.update.downloadFailed, '新版本下载失败', 'Failed to download the new version'],
    [MSG.update.newVersionTitle, '发现新版本', 'New version found'],
    [
      MSG.update.reopen,
      '新版本已经上线啦~，请您删除当前小程序，重新搜索打开哟~',
      'A new version is online. Please delete this mini-program, then search for it and open it again.',
    ],
    [MSG.identity.becameSeeker, '您已成为求职者', 'You have become a job seeker'],
    [MSG.identity.becameRecruiter, '您已成为招聘者', 'You have become a recruiter'],
    [MSG.identity.none, '没有身份！请重新选择。', 'No identity! Please select again.'],
  ];

  it.each(table)('%s', (key, zh, en) => {
    expect(t('zh-Hans', key)).toBe(zh);
    expect(t('en', key)).toBe(en);
  });
});
