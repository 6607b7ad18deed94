export default definePageConfig({ navigationBarTitleText: '工作经历', enableShareAppMessage: true });
