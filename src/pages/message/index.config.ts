export default definePageConfig({ navigationBarTitleText: '消息中心', enableShareAppMessage: true });
