export default definePageConfig({ navigationBarTitleText: '备案信息', enableShareAppMessage: true });
