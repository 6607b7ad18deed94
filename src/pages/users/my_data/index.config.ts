export default definePageConfig({ navigationBarTitleText: '下载我的数据' });
