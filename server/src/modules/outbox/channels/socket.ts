/**
 * The socket channel: a frame to the open sockets of its recipients, on every instance (the realtime
 * plugin's Redis fan-out). It only makes an open app current: the app syncs by seq and re-reads its
 * notifications on every (re)connect, so "sent" means handed to the fan-out, not seen.
 */
import type { ServerFrame } from '@common/realtime';
import type { Channel } from '../channel';

export function createSocketChannel(send: (userIds: number[], frame: ServerFrame) => Promise<void>): Channel {
  return {
    name: 'socket',
    enabled: () => true,
    async deliver(item) {
      const userIds = item.payload.userIds;
      const frame = item.payload.frame;
      if (!Array.isArray(userIds) || !frame || typeof frame !== 'object') {
        return { result: 'dead', error: 'socket row without recipients or frame' };
      }
      await send(userIds as number[], frame as ServerFrame);
      return { result: 'sent' };
    },
  };
}
