import type { PickedFile } from './pick-file';

/** H5: one file through the browser's file dialog (see pick-file.ts). */
export function pickFile(extensions = ['pdf', 'jpg', 'jpeg', 'png']): Promise<PickedFile | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = extensions.map((ext) => `.${ext}`).join(',');
    input.dataset.testid = 'file-input';
    input.style.display = 'none';
    input.onchange = () => {
      const file = input.files?.[0];
      input.remove();
      resolve(file ? { path: URL.createObjectURL(file), name: file.name, size: file.size } : undefined);
    };
    document.body.appendChild(input);
    input.click();
  });
}
