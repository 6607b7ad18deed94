export default definePageConfig({ navigationBarTitleText: '帮助中心', enableShareAppMessage: true });
