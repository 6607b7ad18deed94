export default definePageConfig({ navigationBarTitleText: '签署提示', enableShareAppMessage: true });
