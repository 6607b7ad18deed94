import Taro from '@tarojs/taro';
import { create } from 'zustand';

/**
 * Whether the device has a network, as the chat screens show it (网络未连接！, spec section 8's network
 * message): what is loaded stays on screen while it is down, and the screens sync when it comes back.
 * weapp: WeChat's network status; H5: the browser's online / offline events.
 */
interface NetworkState {
  online: boolean;
  setOnline: (online: boolean) => void;
}

export const useNetwork = create<NetworkState>((set) => ({
  online: true,
  setOnline: (online) => set({ online }),
}));

const setOnline = (online: boolean) => useNetwork.getState().setOnline(online);

let watching = false;

/** Starts following the network (once; the listeners live as long as the app). */
export function watchNetwork(): void {
  if (watching) return;
  watching = true;
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return;
    window.addEventListener('online', () => setOnline(true));
    window.addEventListener('offline', () => setOnline(false));
  } else {
    Taro.onNetworkStatusChange((res) => setOnline(res.isConnected && res.networkType !== 'none'));
  }
  checkNetwork();
}

/** Asks the platform again (after a call failed in transport: was it the network?). */
export function checkNetwork(): void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) setOnline(false);
    return;
  }
  void Taro.getNetworkType()
    .then((res) => setOnline(res.networkType !== 'none'))
    .catch(() => undefined);
}
