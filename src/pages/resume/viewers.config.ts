export default definePageConfig({ navigationBarTitleText: '谁看过我', enablePullDownRefresh: true });
