export default definePageConfig({ navigationBarTitleText: '项目经历', enableShareAppMessage: true });
