/**
 * The home shortcuts' icons: line drawings (24 x 24, white strokes) over the shortcut's coloured tile, one per
 * `icon` name of `commonmenu/list` (server/src/seed/menus.ts). Base64 SVG data URIs: the weapp <image> and
 * the H5 <img> both show them, and no file or icon package is fetched (under 1 KB gzip in the first page).
 * `other` stands for a name the app does not know yet.
 * Drawn for this app. To change one, edit its source below and base64 the whole SVG (Buffer.from(svg).toString('base64')).
 * Sources, for editing:
 *   search: <circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>
 *   resume: <path d="M6 2.5h8.5L19 7v14.5H6z"/><path d="M14 2.5V7h5"/><circle cx="10.5" cy="11" r="1.8"/><path d="M8 17c.6-1.6 1.5-2.4 2.5-2.4s1.9.8 2.5 2.4M15 11h1.5M15 15h1.5"/>
 *   message: <path d="M4 5h16v11h-8l-5 4v-4H4z"/><path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01"/>
 *   record: <rect x="5" y="4" width="14" height="17.5" rx="2"/><path d="M9 4V2.5h6V4M9 13l2 2 4-4.5"/>
 *   assistant: <rect x="4.5" y="8" width="15" height="11.5" rx="3.5"/><path d="M12 8V4.5M10.5 4h3M9.5 13.5v.5M14.5 13.5v.5M2.5 12.5v3M21.5 12.5v3"/>
 *   position: <rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V4.5h6V7M3 12.5h18M12 11v3"/>
 *   contract: <path d="M14 3H6v18h12V7z"/><path d="M14 3v4h4M8.5 17c1.5-2.5 2.5-2.5 3 0s1.5 1.5 3.5-1"/>
 *   other: <rect x="4" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5"/><rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5"/>
 *   help: <circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.4M12 17h.01"/>
 *   (each inside <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">)
 */
export const MENU_ICONS: Record<string, string> = {
  search:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PGNpcmNsZSBjeD0iMTEiIGN5PSIxMSIgcj0iNi41Ii8+PHBhdGggZD0iTTE2IDE2bDQuNSA0LjUiLz48L3N2Zz4=',
  resume:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHBhdGggZD0iTTYgMi41aDguNUwxOSA3djE0LjVINnoiLz48cGF0aCBkPSJNMTQgMi41VjdoNSIvPjxjaXJjbGUgY3g9IjEwLjUiIGN5PSIxMSIgcj0iMS44Ii8+PHBhdGggZD0iTTggMTdjLjYtMS42IDEuNS0yLjQgMi41LTIuNHMxLjkuOCAyLjUgMi40TTE1IDExaDEuNU0xNSAxNWgxLjUiLz48L3N2Zz4=',
  message:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHBhdGggZD0iTTQgNWgxNnYxMWgtOGwtNSA0di00SDR6Ii8+PHBhdGggZD0iTTguNSAxMC41aC4wMU0xMiAxMC41aC4wMU0xNS41IDEwLjVoLjAxIi8+PC9zdmc+',
  record:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHJlY3QgeD0iNSIgeT0iNCIgd2lkdGg9IjE0IiBoZWlnaHQ9IjE3LjUiIHJ4PSIyIi8+PHBhdGggZD0iTTkgNFYyLjVoNlY0TTkgMTNsMiAyIDQtNC41Ii8+PC9zdmc+',
  assistant:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHJlY3QgeD0iNC41IiB5PSI4IiB3aWR0aD0iMTUiIGhlaWdodD0iMTEuNSIgcng9IjMuNSIvPjxwYXRoIGQ9Ik0xMiA4VjQuNU0xMC41IDRoM005LjUgMTMuNXYuNU0xNC41IDEzLjV2LjVNMi41IDEyLjV2M00yMS41IDEyLjV2MyIvPjwvc3ZnPg==',
  position:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHJlY3QgeD0iMyIgeT0iNyIgd2lkdGg9IjE4IiBoZWlnaHQ9IjEzIiByeD0iMiIvPjxwYXRoIGQ9Ik05IDdWNC41aDZWN00zIDEyLjVoMThNMTIgMTF2MyIvPjwvc3ZnPg==',
  contract:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHBhdGggZD0iTTE0IDNINnYxOGgxMlY3eiIvPjxwYXRoIGQ9Ik0xNCAzdjRoNE04LjUgMTdjMS41LTIuNSAyLjUtMi41IDMgMHMxLjUgMS41IDMuNS0xIi8+PC9zdmc+',
  other:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PHJlY3QgeD0iNCIgeT0iNCIgd2lkdGg9IjYuNSIgaGVpZ2h0PSI2LjUiIHJ4PSIxLjUiLz48cmVjdCB4PSIxMy41IiB5PSI0IiB3aWR0aD0iNi41IiBoZWlnaHQ9IjYuNSIgcng9IjEuNSIvPjxyZWN0IHg9IjQiIHk9IjEzLjUiIHdpZHRoPSI2LjUiIGhlaWdodD0iNi41IiByeD0iMS41Ii8+PHJlY3QgeD0iMTMuNSIgeT0iMTMuNSIgd2lkdGg9IjYuNSIgaGVpZ2h0PSI2LjUiIHJ4PSIxLjUiLz48L3N2Zz4=',
  help: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1saW5lY2FwPSJyb3VuZCIgc3Ryb2tlLWxpbmVqb2luPSJyb3VuZCI+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iOSIvPjxwYXRoIGQ9Ik05LjUgOS41YTIuNSAyLjUgMCAxIDEgMy40IDIuM2MtLjYuMy0uOS44LS45IDEuNXYuNE0xMiAxN2guMDEiLz48L3N2Zz4=',
};
