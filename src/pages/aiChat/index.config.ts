export default definePageConfig({ navigationBarTitleText: '私人助理', enableShareAppMessage: true });
