/** H5: the pad draws on the DOM canvas and exports with toDataURL; these weapp calls are never reached. */
const unsupported = (): never => {
  throw new Error('a weapp canvas call on H5');
};

export const weappPixelRatio = (): number => window.devicePixelRatio || 1;
export const weappSelectorQuery = unsupported;
export const weappCanvasPng = (_canvas: unknown): Promise<string> =>
  Promise.reject(new Error('a weapp canvas call on H5'));
