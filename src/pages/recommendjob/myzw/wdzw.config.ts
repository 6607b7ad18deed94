export default definePageConfig({ navigationBarTitleText: '我的职位', enableShareAppMessage: true });
