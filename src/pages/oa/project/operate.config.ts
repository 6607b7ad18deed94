export default definePageConfig({ navigationBarTitleText: '新增/修改项目', enableShareAppMessage: true });
