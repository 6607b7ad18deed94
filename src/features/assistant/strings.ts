import { addStrings } from '@/lib/i18n';

/** The assistant screen's texts (answers themselves are written by the server, in Chinese). */
addStrings({
  'zh-Hans': {
    'assistant.hello': '你好，我是你的私人求职助理',
    'assistant.helloBody': '用一句话告诉我你的求职目标，我从平台的真实职位里帮你找，也可以问投递、面试、简历和合同。',
    'assistant.placeholder': '例如：想在杭州找前端，月薪2万左右，双休',
    'assistant.send': '发送',
    'assistant.stop': '停止',
    'assistant.new': '新对话',
    'assistant.thinking': '正在思考…',
    'assistant.stopped': '（已停止）',
    'assistant.save': '保存为求职期望',
    'assistant.saveConfirm': '把「{position}，{city}，{min}-{max}元/月」保存为求职期望？',
    'assistant.saved': '已保存为求职期望',
    'assistant.failed': '回答失败，请重试',
  },
  en: {
    'assistant.hello': 'Hi, I am your private job-search assistant',
    'assistant.helloBody':
      'Tell me your goal in a sentence and I will find real positions on the platform; you can also ask about applications, interviews, your resume and contracts.',
    'assistant.placeholder': 'E.g. front-end in Hangzhou, about 20k a month, weekends off',
    'assistant.send': 'Send',
    'assistant.stop': 'Stop',
    'assistant.new': 'New chat',
    'assistant.thinking': 'Thinking…',
    'assistant.stopped': '(stopped)',
    'assistant.save': 'Save as a job expectation',
    'assistant.saveConfirm': 'Save "{position}, {city}, {min}-{max} yuan / month" as a job expectation?',
    'assistant.saved': 'Saved as a job expectation',
    'assistant.failed': 'The answer failed, please try again',
  },
});
