import { Image } from '@tarojs/components';
import { PLACEHOLDERS } from '@/assets/icons/placeholders';
import { useT } from '@/lib/i18n';
import { assetUrl } from '@/lib/request';

/**
 * A company's logo where it uploaded one, else a drawn building (never the name's first character), each
 * with a text alternative: the weapp reads `aria-label`, H5 the role and label of Taro's image element and
 * the inner <img>'s alt.
 */
export function CompanyLogo({ logo, name, className }: { logo: string | null; name: string; className: string }) {
  const t = useT();
  const alt = logo ? t('company.logoAlt', { name }) : t('company.noLogo');
  return (
    <Image
      className={className}
      src={logo ? assetUrl(logo) : PLACEHOLDERS.building}
      mode="aspectFill"
      // Taro's Image types know no role; the H5 element and the weapp image both take it as an attribute.
      {...{ role: 'img', 'aria-label': alt }}
      imgProps={{ alt }}
      data-testid="company-logo"
    />
  );
}
