/** SHARED_PAGE keeps the shared link, without what Taro's runtime adds to a page's query. */
import { sharedPageUrl } from '../shared-page';

test('drops the share flag, the weapp timestamp and the H5 router stamp', () => {
  expect(
    sharedPageUrl('pages/job_detail/index', { id: '12', flag: '1', stamp: 'AA', $taroTimestamp: '1764250000000' }),
  ).toBe('/pages/job_detail/index?id=12');
  expect(sharedPageUrl('pages/index/index', { flag: '1', stamp: '3' })).toBe('/pages/index/index');
});
