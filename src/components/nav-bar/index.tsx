/** weapp draws its own navigation bar (with the back button): nothing to render. See index.h5.tsx. */
export function NavBar(_props: { title: string; back?: boolean }) {
  return null;
}
