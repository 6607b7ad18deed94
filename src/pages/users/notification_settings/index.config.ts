export default definePageConfig({ navigationBarTitleText: '通知设置' });
