import { addStrings } from '@/lib/i18n';

/** Strings of the taxonomy pickers (job categories, industries): in the chunk of the screens that use them. */
addStrings({
  'zh-Hans': {
    'txp.search': '搜索名称，如“Java”“前端”',
    'txp.searchLabel': '按名称搜索',
    'txp.noMatch': '没有找到匹配的类别',
    'txp.all': '全部{name}',
    'txp.confirm': '确定',
    'txp.close': '关闭',
    'txp.chosen': '已选 {n}/{max}',
    'txp.remove': '移除{name}',
    'txp.loading': '加载中…',
    'txp.loadFailed': '加载失败，点击重试',
    'txp.levels': '{name}的下一级',
    'txp.choose': '请选择',
    'txp.expectationPlaceholder': '请选择期望职位，最多{max}个',
    'txp.filterCategory': '职位类别',
    'txp.anyCategory': '不限职位类别',
  },
  en: {
    'txp.search': 'Search by name, e.g. "Java", "Frontend"',
    'txp.searchLabel': 'Search by name',
    'txp.noMatch': 'Nothing matches',
    'txp.all': 'All of {name}',
    'txp.confirm': 'Done',
    'txp.close': 'Close',
    'txp.chosen': '{n}/{max} chosen',
    'txp.remove': 'Remove {name}',
    'txp.loading': 'Loading…',
    'txp.loadFailed': 'Could not load, tap to retry',
    'txp.levels': 'Under {name}',
    'txp.choose': 'Please choose',
    'txp.expectationPlaceholder': 'Choose up to {max} positions',
    'txp.filterCategory': 'Job category',
    'txp.anyCategory': 'Any job category',
  },
});
