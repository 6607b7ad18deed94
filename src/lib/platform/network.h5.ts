import { toast } from '../toast';
import { networkMessage } from './network-message';

let installed = false;

/** H5 twin of network.ts: the browser's online / offline events and the connection's type. */
export function installNetworkWatch(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('offline', () => {
    void toast({ title: networkMessage({ isConnected: false, networkType: 'none' })!, icon: 'none' });
  });
  // Back online but on a slow link (2g / slow-2g as the browser estimates it): calls will likely fail.
  window.addEventListener('online', () => {
    const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
    const message = networkMessage({ isConnected: true, networkType: type || 'wifi', weak: /2g/.test(type) });
    if (message) void toast({ title: message, icon: 'none' });
  });
}
