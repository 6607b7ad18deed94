import Taro from '@tarojs/taro';
import { routeUrl, ROUTES } from '@common/routes';

/** A place: a region code (province, city or district), an address line and, when known, a point (GCJ-02). */
export interface ChosenPlace {
  region: string;
  address: string;
  latitude?: number;
  longitude?: number;
}

const CHOSEN = 'location:chosen';

/**
 * Opens /choose-location with the current place and resolves with the place the user confirms (never, when
 * they go back without confirming). The page answers through Taro's event center, which both targets have.
 */
export function chooseLocation(
  current: Partial<ChosenPlace>,
  addressMax: number,
  onChosen: (place: ChosenPlace) => void,
) {
  Taro.eventCenter.off(CHOSEN);
  Taro.eventCenter.once(CHOSEN, onChosen);
  void Taro.navigateTo({
    url: routeUrl(ROUTES.chooseLocation, {
      region: current.region,
      address: current.address,
      lat: current.latitude,
      lng: current.longitude,
      max: addressMax,
    }),
  });
}

/** The choose-location page's answer. */
export function answerChosenPlace(place: ChosenPlace): void {
  Taro.eventCenter.trigger(CHOSEN, place);
}
