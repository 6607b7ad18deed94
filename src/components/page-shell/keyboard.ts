/**
 * The mini-program has no keyboard: nothing to install. On H5 keyboard.h5.ts makes Enter and Space press what
 * is announced as a button.
 */
export function installKeyboardPress(): void {}
