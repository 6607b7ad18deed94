export default definePageConfig({ navigationBarTitleText: '技能与资质', enableShareAppMessage: true });
