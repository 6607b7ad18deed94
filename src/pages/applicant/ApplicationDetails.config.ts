export default definePageConfig({ navigationBarTitleText: '申请人信息', enableShareAppMessage: true });
