export default definePageConfig({ navigationBarTitleText: '查看位置' });
