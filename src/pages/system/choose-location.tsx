import Taro, { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { LocationPicker } from '@/components/location-picker';
import { answerChosenPlace } from '@/components/location-picker/location-channel';

const DEFAULT_ADDRESS_MAX = 100;

/** /choose-location?region=&address=&lat=&lng=&max=: the place answers the page that opened it. */
export default function Page() {
  const { params } = useRouter();
  const number = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);
  const max = number(params.max);
  return (
    <PageShell route="pages/system/choose-location">
      <LocationPicker
        initial={{
          region: params.region ? decodeURIComponent(params.region) : undefined,
          address: params.address ? decodeURIComponent(params.address) : undefined,
          latitude: number(params.lat),
          longitude: number(params.lng),
        }}
        addressMax={max && max > 0 ? max : DEFAULT_ADDRESS_MAX}
        onConfirm={(place) => {
          answerChosenPlace(place);
          void Taro.navigateBack();
        }}
      />
    </PageShell>
  );
}
