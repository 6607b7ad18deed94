export default definePageConfig({ navigationBarTitleText: '电子签署', enableShareAppMessage: true });
