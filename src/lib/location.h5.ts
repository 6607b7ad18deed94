/**
 * H5 twin of location.ts: the browser's geolocation (WGS-84; the few hundred metres to GCJ-02 do not
 * matter for "jobs within 20 km"). Rejects when refused, unavailable or after 10 s.
 */
export interface Point {
  latitude: number;
  longitude: number;
}

export function locate(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || 'geolocation refused')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
