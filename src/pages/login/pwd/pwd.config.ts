export default definePageConfig({ navigationBarTitleText: '密码登录', enableShareAppMessage: true });
