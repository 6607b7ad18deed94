export default definePageConfig({ navigationBarTitleText: '在线简历', enableShareAppMessage: true });
