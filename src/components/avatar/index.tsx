import { Image } from '@tarojs/components';
import { PLACEHOLDERS } from '@/assets/icons/placeholders';
import { useT } from '@/lib/i18n';
import { assetUrl } from '@/lib/request';

export type AvatarKind = 'person' | 'project';

/**
 * A person's avatar or a project's picture where one was uploaded, else a neutral drawing (never the name's
 * first character), each with a text alternative: the weapp reads `aria-label`, H5 the role and label of
 * Taro's image element and the inner <img>'s alt. `name` (when known) names whose picture it is.
 */
export function Avatar({
  src,
  name,
  className,
  kind = 'person',
}: {
  src: string | null | undefined;
  name?: string;
  className: string;
  kind?: AvatarKind;
}) {
  const t = useT();
  const alt = src
    ? t(kind === 'person' ? 'avatar.of' : 'project.logoAlt', { name: name ?? '' })
    : t(kind === 'person' ? 'avatar.none' : 'project.noLogo');
  return (
    <Image
      className={src ? className : `${className} ${className}--empty`}
      src={src ? assetUrl(src) : PLACEHOLDERS[kind]}
      mode="aspectFill"
      // Taro's Image types know no role; the H5 element and the weapp image both take it as an attribute; the H5 inner <img> takes alt through imgProps.
      {...{ role: 'img', 'aria-label': alt }}
      imgProps={{ alt }}
      data-testid="avatar"
    />
  );
}
