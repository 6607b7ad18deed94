import { addStrings } from '@/lib/i18n';

/**
 * The signature pad's UI strings, in both languages (added when the pad's code loads, so on H5 they travel
 * in the chunk of the screen that signs). The refusals the server also uses (signature missing, too large)
 * are in common/messages.contracts.ts under `contracts.`.
 */
addStrings({
  'zh-Hans': {
    'contracts.pad.hint': '请在此处手写签名',
    'contracts.pad.clear': '清除',
    'contracts.pad.undo': '撤销',
    'contracts.pad.confirm': '确认签名',
    'contracts.pad.label': '手写签名区域',
    'contracts.pad.exportFailed': '签名图片生成失败，请重试',
  },
  en: {
    'contracts.pad.hint': 'Sign here',
    'contracts.pad.clear': 'Clear',
    'contracts.pad.undo': 'Undo',
    'contracts.pad.confirm': 'Confirm signature',
    'contracts.pad.label': 'Signature area',
    'contracts.pad.exportFailed': 'Could not create the signature image, please try again',
  },
});
