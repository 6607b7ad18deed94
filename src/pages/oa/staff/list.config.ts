export default definePageConfig({ navigationBarTitleText: '用户管理', enableShareAppMessage: true });
