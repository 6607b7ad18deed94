import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { PlaceView } from '@/components/location-picker/place-view';

/** /open-location?name=&address=&lat=&lng=: a place with its distance and the map apps that open it. */
export default function Page() {
  const { params } = useRouter();
  const text = (value: string | undefined) => (value ? decodeURIComponent(value) : '');
  const lat = Number(params.lat);
  const lng = Number(params.lng);
  const hasPoint = params.lat && params.lng && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return (
    <PageShell route="pages/system/open-location">
      <PlaceView
        place={{
          name: text(params.name),
          address: text(params.address),
          ...(hasPoint ? { latitude: lat, longitude: lng } : {}),
        }}
      />
    </PageShell>
  );
}
