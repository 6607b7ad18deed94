import { Map } from '@tarojs/components';
import type { Point } from '@/lib/location';
import pin from '@/assets/map-pin.png';
import type { NearbyPosition } from '@common/positions';

/** weapp: WeChat's native map with a pin per position (tap a pin: its detail). H5 has no map key: none. */
export function NearbyMap({
  center,
  positions,
  onOpen,
}: {
  center: Point;
  positions: NearbyPosition[];
  onOpen: (id: number) => void;
}) {
  return (
    <Map
      className="nearby-map"
      latitude={center.latitude}
      longitude={center.longitude}
      scale={12}
      showLocation
      markers={positions.map((p) => ({
        id: p.id,
        latitude: p.latitude,
        longitude: p.longitude,
        width: 28,
        height: 36,
        iconPath: pin,
        callout: {
          content: `${p.title} · ${p.companyName}`,
          color: '#333333',
          fontSize: 12,
          borderRadius: 6,
          padding: 6,
          display: 'BYCLICK',
          bgColor: '#ffffff',
          textAlign: 'left',
          anchorX: 0,
          anchorY: 0,
          borderWidth: 0,
          borderColor: '#ffffff',
        },
      }))}
      onCalloutTap={(e) => onOpen(Number(e.detail.markerId))}
      onMarkerTap={(e) => onOpen(Number(e.detail.markerId))}
      onError={() => undefined}
    />
  );
}
