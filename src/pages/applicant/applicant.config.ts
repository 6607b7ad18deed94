export default definePageConfig({
  navigationBarTitleText: '候选人',
  enableShareAppMessage: true,
  enablePullDownRefresh: true,
});
