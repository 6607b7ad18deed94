export default definePageConfig({ navigationBarTitleText: '聊天', enableShareAppMessage: true });
