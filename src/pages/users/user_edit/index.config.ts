export default definePageConfig({ navigationBarTitleText: '账号设置', enableShareAppMessage: true });
