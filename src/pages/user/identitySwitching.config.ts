export default definePageConfig({ navigationBarTitleText: '选择身份', enableShareAppMessage: true });
