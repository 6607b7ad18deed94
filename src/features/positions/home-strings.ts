import { addStrings } from '@/lib/i18n';

/**
 * The strings of the home's lazily loaded parts (推荐, 附近, the recruiter's home), in both languages: added
 * when that code loads, so on H5 they travel in its chunk instead of the first page's catalogue.
 */
addStrings({
  'zh-Hans': {
    'home.picksNone': '暂时没有为这个期望推荐的职位',
    'home.picksNoneBody': '换一个求职期望，或看看最新职位。',
    'home.seeLatest': '看最新职位',
    'home.nearbyLocating': '正在获取你的位置…',
    'home.nearbyDenied': '无法获取你的位置',
    'home.nearbyDeniedBody': '请允许获取位置后重试，或在地图页选择城市。',
    'home.nearbyAround': '{city}附近的职位（未获取到你的位置）',
    'home.nearbyHere': '你附近 {n}公里内的职位',
    'home.nearbyRetry': '重新定位',
    'home.nearbyMap': '地图找工作',
    'rhome.unread': '{n} 条未读消息',
    'rhome.noUnread': '暂无未读消息',
    'rhome.messages': '去看看',
    'rhome.open': '在招职位',
    'rhome.all': '全部职位',
    'rhome.newApplicants': '{n} 新投递',
    'rhome.none': '还没有在招的职位',
    'rhome.noneBody': '发布职位，审核通过后求职者就能看到并投递。',
    'rhome.post': '发布职位',
    'rhome.talents': '推荐牛人',
    'rhome.talentsFor': '为这个职位推荐',
  },
  en: {
    'home.picksNone': 'No picks for this expectation yet',
    'home.picksNoneBody': 'Choose another job expectation, or see the latest jobs.',
    'home.seeLatest': 'Latest jobs',
    'home.nearbyLocating': 'Finding where you are…',
    'home.nearbyDenied': 'Your location is unavailable',
    'home.nearbyDeniedBody': 'Allow location and retry, or choose a city on the map page.',
    'home.nearbyAround': 'Jobs around {city} (your location is unavailable)',
    'home.nearbyHere': 'Jobs within {n} km of you',
    'home.nearbyRetry': 'Locate me',
    'home.nearbyMap': 'Jobs on the map',
    'rhome.unread': 'Unread messages: {n}',
    'rhome.noUnread': 'No unread messages',
    'rhome.messages': 'Open',
    'rhome.open': 'Open positions',
    'rhome.all': 'All positions',
    'rhome.newApplicants': '{n} new',
    'rhome.none': 'No open positions yet',
    'rhome.noneBody': 'Post a job: once approved, job seekers can find it and apply.',
    'rhome.post': 'Post a job',
    'rhome.talents': 'Recommended talent',
    'rhome.talentsFor': 'Picks for this position',
  },
});
