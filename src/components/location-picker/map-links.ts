/** A place to show (the spec's /open-location): name, address and, when known, its point (GCJ-02). */
export interface ShownPlace {
  name: string;
  address: string;
  latitude?: number;
  longitude?: number;
}

export type MapApp = 'amap' | 'baidu' | 'tencent' | 'apple';

const SOURCE = 'jobreach';

/**
 * Links that open a place in the phone's map apps (their web URIs hand over to the app when it is installed).
 * All four take GCJ-02 coordinates (Baidu told so by coord_type); without a point they search the address.
 */
export function mapLinks(place: ShownPlace): { app: MapApp; url: string }[] {
  const q = encodeURIComponent;
  const { name, address, latitude: lat, longitude: lng } = place;
  const label = name || address;
  if (lat === undefined || lng === undefined) {
    return [
      { app: 'amap', url: `https://uri.amap.com/search?keyword=${q(address)}&src=${SOURCE}&callnative=1` },
      { app: 'baidu', url: `https://api.map.baidu.com/geocoder?address=${q(address)}&output=html&src=${SOURCE}` },
      { app: 'tencent', url: `https://apis.map.qq.com/uri/v1/search?keyword=${q(address)}&referer=${SOURCE}` },
      { app: 'apple', url: `https://maps.apple.com/?q=${q(address)}` },
    ];
  }
  return [
    {
      app: 'amap',
      url: `https://uri.amap.com/marker?position=${lng},${lat}&name=${q(label)}&src=${SOURCE}&coordinate=gaode&callnative=1`,
    },
    {
      app: 'baidu',
      url: `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${q(label)}&content=${q(address)}&output=html&coord_type=gcj02&src=${SOURCE}`,
    },
    {
      app: 'tencent',
      url: `https://apis.map.qq.com/uri/v1/marker?marker=${q(`coord:${lat},${lng};title:${label};addr:${address}`)}&referer=${SOURCE}`,
    },
    { app: 'apple', url: `https://maps.apple.com/?q=${q(label)}&ll=${lat},${lng}` },
  ];
}

/** Great-circle distance in km (haversine), one decimal. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}
