export default definePageConfig({
  navigationBarTitleText: '已申请职位',
  enableShareAppMessage: true,
  enablePullDownRefresh: true,
});
