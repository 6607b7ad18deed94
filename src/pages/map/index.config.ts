export default definePageConfig({ navigationBarTitleText: '地图', enableShareAppMessage: true });
