export default definePageConfig({ navigationBarTitleText: '公司主页', enableShareAppMessage: true });
