export default definePageConfig({
  navigationBarTitleText: '求职记录',
  enableShareAppMessage: true,
  enablePullDownRefresh: true,
});
