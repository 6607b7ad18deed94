export default definePageConfig({ navigationBarTitleText: '忘记密码', enableShareAppMessage: true });
