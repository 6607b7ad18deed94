export default definePageConfig({ navigationBarTitleText: '修改密码', enableShareAppMessage: true });
