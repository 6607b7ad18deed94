export default definePageConfig({ navigationBarTitleText: '新增员工', enableShareAppMessage: true });
