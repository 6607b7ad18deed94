export default definePageConfig({ navigationBarTitleText: '添加公司信息', enableShareAppMessage: true });
