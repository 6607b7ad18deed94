import { SKIP_UPDATE_SCENE } from '@common/constants';
import { MSG } from '@common/messages';

/** The slice of WeChat's UpdateManager the flow uses (injectable for tests). */
export interface UpdateManagerLike {
  onCheckForUpdate(cb: (res: { hasUpdate: boolean }) => void): void;
  onUpdateReady(cb: () => void): void;
  onUpdateFailed(cb: () => void): void;
  applyUpdate(): void;
}

export interface UpdateUi {
  showModal(options: { title: string; content: string; showCancel?: boolean }): Promise<{ confirm: boolean }>;
  showToast(options: { title: string; icon: 'none' }): void;
  t(key: string): string;
}

/**
 * Mini-program update flow (spec section 4): at launch, unless the entry scene is 1154, check for a
 * new version. Downloaded -> dialog 更新提示 asking to restart; confirming applies it. Download failed ->
 * toast 新版本下载失败, then dialog 发现新版本 asking to delete the mini-program and search to reopen it.
 * Applying an update that then fails says 'update failed' (更新失败, spec section 8).
 * Returns whether a check was started.
 */
export function runUpdateFlow(
  scene: number | undefined,
  manager: UpdateManagerLike | undefined,
  ui: UpdateUi,
): boolean {
  if (scene === SKIP_UPDATE_SCENE || !manager) return false;
  manager.onCheckForUpdate(() => {
    // Nothing to do on the check itself: WeChat downloads the update in the background.
  });
  manager.onUpdateReady(() => {
    void ui.showModal({ title: ui.t(MSG.update.title), content: ui.t(MSG.update.restart) }).then((res) => {
      if (!res.confirm) return;
      try {
        manager.applyUpdate();
      } catch {
        // Spec section 8: the update could not be applied (WeChat refused the restart).
        ui.showToast({ title: ui.t(MSG.errors.updateFailed), icon: 'none' });
      }
    });
  });
  manager.onUpdateFailed(() => {
    ui.showToast({ title: ui.t(MSG.update.downloadFailed), icon: 'none' });
    void ui.showModal({
      title: ui.t(MSG.update.newVersionTitle),
      content: ui.t(MSG.update.reopen),
      showCancel: false,
    });
  });
  return true;
}
