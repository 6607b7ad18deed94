export default definePageConfig({ navigationBarTitleText: '求职期望', enableShareAppMessage: true });
