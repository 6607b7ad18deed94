export default definePageConfig({ navigationBarTitleText: '编辑公司信息', enableShareAppMessage: true });
