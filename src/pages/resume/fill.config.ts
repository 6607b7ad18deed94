export default definePageConfig({ navigationBarTitleText: '从文件填写简历' });
