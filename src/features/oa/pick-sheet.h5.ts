/** H5: one .xlsx file through the browser's file dialog (see pick-sheet.ts). */
export function pickSheet(): Promise<{ path: string; name: string } | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.xlsx';
    input.dataset.testid = 'sheet-input';
    input.style.display = 'none';
    input.onchange = () => {
      const file = input.files?.[0];
      input.remove();
      resolve(file ? { path: URL.createObjectURL(file), name: file.name } : undefined);
    };
    document.body.appendChild(input);
    input.click();
  });
}
