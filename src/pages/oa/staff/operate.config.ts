export default definePageConfig({ navigationBarTitleText: '新增/修改员工', enableShareAppMessage: true });
