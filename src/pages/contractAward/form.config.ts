export default definePageConfig({ navigationBarTitleText: '合同签署', enableShareAppMessage: true });
