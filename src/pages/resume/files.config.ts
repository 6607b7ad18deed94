export default definePageConfig({ navigationBarTitleText: '附件简历' });
