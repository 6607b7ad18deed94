export default definePageConfig({
  navigationBarTitleText: '通知',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
});
