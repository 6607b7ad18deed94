export default definePageConfig({ navigationBarTitleText: '职位管理', enableShareAppMessage: true });
