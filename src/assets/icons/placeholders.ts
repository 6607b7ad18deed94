/**
 * Neutral pictures for a missing company logo or user avatar (grey drawing on a light tile, 48 x 48), shown
 * with an alt text instead of the name's first character. Project: a folder,
 * <path d="M11 15.5h9.5l3 3H37V34H11z" fill="#b8c2be"/> on the same tile.
 */
export const PLACEHOLDERS = {
  person:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0OCA0OCI+PHJlY3Qgd2lkdGg9IjQ4IiBoZWlnaHQ9IjQ4IiBmaWxsPSIjZWVmMWYwIi8+PGNpcmNsZSBjeD0iMjQiIGN5PSIxOSIgcj0iOCIgZmlsbD0iI2I4YzJiZSIvPjxwYXRoIGQ9Ik05IDQ0YzEuNS05IDcuNS0xMy41IDE1LTEzLjVTMzcuNSAzNSAzOSA0NHoiIGZpbGw9IiNiOGMyYmUiLz48L3N2Zz4=',
  building:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0OCA0OCI+PHJlY3Qgd2lkdGg9IjQ4IiBoZWlnaHQ9IjQ4IiBmaWxsPSIjZWVmMWYwIi8+PHBhdGggZD0iTTEzIDQwVjExaDE2djI5ek0yOSA0MFYyMGg3djIweiIgZmlsbD0iI2I4YzJiZSIvPjxwYXRoIGQ9Ik0xNyAxNWgzdjNoLTN6TTIyIDE1aDN2M2gtM3pNMTcgMjFoM3YzaC0zek0yMiAyMWgzdjNoLTN6TTE3IDI3aDN2M2gtM3pNMjIgMjdoM3YzaC0zek0xOSAzNGg0djZoLTR6IiBmaWxsPSIjZWVmMWYwIi8+PHBhdGggZD0iTTEwIDQwaDI4IiBzdHJva2U9IiNiOGMyYmUiIHN0cm9rZS13aWR0aD0iMiIvPjwvc3ZnPg==',
  project:
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0OCA0OCI+PHJlY3Qgd2lkdGg9IjQ4IiBoZWlnaHQ9IjQ4IiBmaWxsPSIjZWVmMWYwIi8+PHBhdGggZD0iTTExIDE1LjVoOS41bDMgM0gzN1YzNEgxMXoiIGZpbGw9IiNiOGMyYmUiLz48L3N2Zz4=',
} as const;
