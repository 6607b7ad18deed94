import Taro from '@tarojs/taro';
import { toast } from '../toast';
import { networkMessage } from './network-message';

/** weapp: WeChat reports the network dropping, changing and turning weak; each worth a word is told. Once per launch. */
export function installNetworkWatch(): void {
  Taro.onNetworkStatusChange((res) => {
    const message = networkMessage(res);
    if (message) void toast({ title: message, icon: 'none' });
  });
  Taro.onNetworkWeakChange?.((res) => {
    const { weak, networkType } = res as unknown as { weak: boolean; networkType: string };
    const message = networkMessage({ isConnected: true, networkType, weak });
    if (message) void toast({ title: message, icon: 'none' });
  });
}
