export default definePageConfig({ navigationBarTitleText: '合同内容', enableShareAppMessage: true });
