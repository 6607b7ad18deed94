export default definePageConfig({ navigationBarTitleText: '项目管理', enableShareAppMessage: true });
