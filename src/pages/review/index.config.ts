export default definePageConfig({ navigationBarTitleText: '审核', enablePullDownRefresh: true });
