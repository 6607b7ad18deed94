/** Pure parts of the resume: the blocked-company name matcher, contact masking, position words, region ancestors. */
import {
  companyNameCore,
  companyNamesMatch,
  coreCandidates,
  coresMatch,
  editDistance,
  placeNamesFromRegions,
} from '../src/modules/resume/company-name';
import { maskEmail, maskPhone, maskWechat } from '../src/modules/resume/contact-mask';
import { regionAncestors } from '../src/modules/resume/resume-search.service';
import { positionKeywords } from '../src/modules/resume/resume.service';

describe('companyNameCore', () => {
  it.each([
    ['杭州云栖科技有限公司', '云栖'],
    ['云栖科技(杭州)', '云栖'],
    ['云栖科技（杭州）', '云栖'],
    ['云栖 科技', '云栖'],
    ['浙江杭州云栖科技集团有限公司', '云栖'],
    ['上海云栖网络', '云栖网络'],
    ['北京智联未来信息技术有限公司', '智联未来'],
    ['深圳前海星辰网络科技有限公司', '前海星辰网络'],
    ['上海浦江数据服务有限责任公司', '浦江数据服务'],
    ['阿里巴巴（中国）有限公司', '阿里巴巴'],
    ['ＹＵＮＱＩ Ｔｅｃｈ Ｃｏ．， Ｌｔｄ．', 'yunqi'],
    ['Yunqi Technology Inc.', 'yunqi'],
    ['杭州', '杭州'], // never stripped below 2 characters
    ['有限公司', '有限'], // only a legal form: what is left of it (2 characters) is the core
    ['（）!!', ''],
  ])('%s -> %s', (name, core) => {
    expect(companyNameCore(name)).toBe(core);
  });

  it('knows provinces and cities with and without their suffix, but not prefectures like 阿里地区', () => {
    const places = placeNamesFromRegions();
    expect(places).toEqual(expect.arrayContaining(['杭州市', '杭州', '浙江省', '浙江', '北京', '香港', '中国']));
    expect(places).not.toContain('阿里');
    // Longest first, so '杭州市' is removed whole.
    expect(places.indexOf('杭州市')).toBeLessThan(places.indexOf('杭州'));
  });
});

describe('companyNamesMatch (blocked name, company name)', () => {
  it.each([
    // the same company written differently
    ['杭州云栖科技有限公司', '杭州云栖科技有限公司'],
    ['云栖科技(杭州)', '杭州云栖科技有限公司'],
    ['云栖科技（杭州）', '杭州云栖科技有限公司'],
    ['云栖 科技', '杭州云栖科技有限公司'],
    ['云栖', '杭州云栖科技有限公司'],
    ['杭州云栖科技集团', '杭州云栖科技有限公司'],
    ['上海云栖科技有限公司', '杭州云栖科技有限公司'], // the city is not part of the name
    ['智联未来', '北京智联未来信息技术有限公司'],
    ['智连未来', '北京智联未来信息技术有限公司'], // one typo on 4 characters
    ['智联未来科技', '北京智联未来信息技术有限公司'],
    ['星辰网络', '深圳前海星辰网络科技有限公司'], // the brand inside the name
    ['前海星辰网络', '深圳前海星辰网络科技有限公司'],
    ['浦江数据', '上海浦江数据服务有限公司'],
    ['Yunqi Tech Co., Ltd.', 'YUNQI'],
  ])('%s blocks %s', (blocked, company) => {
    expect(companyNamesMatch(blocked, company)).toBe(true);
  });

  it.each([
    ['上海云栖网络', '杭州云栖科技有限公司'], // 云栖网络 is another company than 云栖
    ['云栖网络', '杭州云栖科技有限公司'],
    ['云栖', '上海云栖网络'], // 2 characters never match inside a longer core
    ['云溪科技', '杭州云栖科技有限公司'], // one edit on 2 characters is another name
    ['智联招聘', '北京智联未来信息技术有限公司'], // two edits
    ['阿里巴巴', '阿里云计算有限公司'],
    ['深圳前海星辰网络科技有限公司', '星辰网络'], // a longer blocked name does not contain the company's
    ['（）', '杭州云栖科技有限公司'],
    ['杭州', '杭州云栖科技有限公司'],
    ['', ''],
  ])('%s does not block %s', (blocked, company) => {
    expect(companyNamesMatch(blocked, company)).toBe(false);
  });
});

describe('editDistance and the database pre-filter', () => {
  it('counts edits on characters (not UTF-16 units) and stops past the limit', () => {
    expect(editDistance('智联未来', '智连未来')).toBe(1);
    expect(editDistance('智联未来', '智联未来网')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('𠀀𠀁ab', '𠀀ab')).toBe(1);
  });

  it('never leaves out a matching blocked core', () => {
    const company = '前海星辰网络';
    const blockedCores = [
      company,
      '前海星辰网路', // substitution at the end
      '后海星辰网络', // substitution at the start
      '前星辰网络', // deletion
      '前海星辰网络云', // insertion
      '星辰网络', // inside
      '海星辰网',
    ];
    const { exact, prefix, suffix } = coreCandidates(company);
    for (const blocked of blockedCores) {
      expect(coresMatch(blocked, company)).toBe(true);
      const found =
        exact.includes(blocked) ||
        (prefix !== undefined && blocked.startsWith(prefix)) ||
        (suffix !== undefined && blocked.endsWith(suffix));
      expect({ blocked, found }).toEqual({ blocked, found: true });
    }
    expect(coreCandidates('云栖')).toEqual({ exact: ['云栖'] });
    expect(coreCandidates('')).toEqual({ exact: [] });
  });
});

describe('contact masking', () => {
  it.each([
    [maskPhone('13812345678'), '138****5678'],
    [maskWechat('wxid_zhang'), 'wx****'],
    [maskWechat('ab'), 'a****'],
    [maskWechat('a'), '****'],
    [maskWechat(''), ''],
    [maskEmail('alice@example.com'), 'a***@example.com'],
    [maskEmail('张三@例子.cn'), '张***@例子.cn'],
    [maskEmail('plain'), 'p***'],
    [maskEmail(''), ''],
  ])('%s', (masked, expected) => {
    expect(masked).toBe(expected);
  });
});

describe('positionKeywords and regionAncestors', () => {
  it.each([
    ['Java开发', ['Java开发', 'Java']],
    ['前端开发工程师', ['前端开发工程师', '前端']],
    ['产品经理', ['产品经理']],
    ['UI设计师, 视觉', ['UI设计师', '视觉']],
    ['  ', []],
  ])('%s', (position, words) => {
    expect(positionKeywords(position)).toEqual(words);
  });

  it('answers the city and province around a district, the province around a city', () => {
    expect(regionAncestors('330106')).toEqual(['330100', '330000']);
    expect(regionAncestors('330100')).toEqual(['330000']);
    expect(regionAncestors('330000')).toEqual([]);
  });
});
