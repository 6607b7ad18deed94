export default definePageConfig({ navigationBarTitleText: '协议内容', enableShareAppMessage: true });
