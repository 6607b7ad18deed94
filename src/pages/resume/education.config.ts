export default definePageConfig({ navigationBarTitleText: '教育经历', enableShareAppMessage: true });
