export default definePageConfig({ navigationBarTitleText: '政策协议', enableShareAppMessage: true });
