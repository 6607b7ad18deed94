import { addStrings } from '@/lib/i18n';

/**
 * The UI strings of the map page, in both languages. They are added when this code loads, so on H5 they travel
 * in this feature's chunk instead of the first page's catalogue (src/locales holds what every page needs).
 */
addStrings({
  'zh-Hans': {
    'map.locating': '正在获取你的位置…',
    'map.aroundYou': '你附近的职位',
    'map.aroundCity': '所选城市附近的职位',
    'map.denied': '无法获取位置，请选择城市',
    'map.locate': '重新定位',
    'map.chooseCity': '城市',
    'map.km': '{n}公里',
    'map.m': '{n}米',
    'map.none': '{n}公里内暂无职位',
    'map.widen': '扩大范围看看更多职位。',
  },
  en: {
    'map.locating': 'Finding where you are…',
    'map.aroundYou': 'Jobs near you',
    'map.aroundCity': 'Jobs around the chosen city',
    'map.denied': 'Location unavailable: choose a city',
    'map.locate': 'Locate me',
    'map.chooseCity': 'City',
    'map.km': '{n} km',
    'map.m': '{n} m',
    'map.none': 'No jobs within {n} km',
    'map.widen': 'Widen the range to see more.',
  },
});
