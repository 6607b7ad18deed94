export default definePageConfig({ navigationBarTitleText: '公司信息', enableShareAppMessage: true });
