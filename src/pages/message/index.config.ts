export default definePageConfig({
  navigationBarTitleText: '消息中心',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
});
