export default definePageConfig({ navigationBarTitleText: '完善信息' });
