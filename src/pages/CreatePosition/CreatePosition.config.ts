export default definePageConfig({ navigationBarTitleText: '发布职位', enableShareAppMessage: true });
