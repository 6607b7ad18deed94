/**
 * H5: the image full screen over the page, fitted, on black; a tap (or Escape, or the back button) closes
 * it. Taro's H5 previewImage builds a swiper of Stencil web components, which the H5 build leaves out
 * (config/h5-stubs), and one image is all the app ever previews.
 */
export function previewImage(url: string): void {
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.dataset.testid = 'image-preview';
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:10000;background:#000;display:flex;align-items:center;justify-content:center;cursor:zoom-out';
  const image = document.createElement('img');
  image.src = url;
  image.alt = '';
  image.style.cssText = 'max-width:100%;max-height:100%;object-fit:contain';
  overlay.appendChild(image);
  const close = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('popstate', close);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  overlay.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  window.addEventListener('popstate', close);
  document.body.appendChild(overlay);
}
