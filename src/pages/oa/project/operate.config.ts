export default definePageConfig({ navigationBarTitleText: '新增项目', enableShareAppMessage: true });
