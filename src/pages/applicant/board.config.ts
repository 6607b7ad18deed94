export default definePageConfig({ navigationBarTitleText: '招聘看板', enablePullDownRefresh: false });
