export default definePageConfig({ navigationBarTitleText: '签署列表', enableShareAppMessage: true });
