export default definePageConfig({ navigationBarTitleText: '简历列表', enableShareAppMessage: true });
