import { View, Text } from '@tarojs/components';
import { COMPANY_LINK_TITLE_MAX, COMPANY_LINK_URL_MAX, COMPANY_LINKS_MAX, type CompanyLink } from '@common/company';
import { TextField } from '@/components/form';
import type { CustomControl } from '@/components/record-form';
import { useT } from '@/lib/i18n';
import '../strings';

/**
 * The company's external links (the spec's 外部链接; the website has its own field): up to COMPANY_LINKS_MAX
 * rows of a name and an http(s) address, checked by the shared rule (common/company.ts) before saving, each
 * error under its input.
 */
export function LinksField({ label, value, errors, onChange }: CustomControl & { label: string }) {
  const t = useT();
  const links = Array.isArray(value) ? (value as CompanyLink[]) : [];
  const edit = (index: number, changes: Partial<CompanyLink>) =>
    onChange(links.map((link, i) => (i === index ? { ...link, ...changes } : link)));

  return (
    <View className="links-field" data-testid="company-links-field">
      <Text className="form-field__label">{label}</Text>
      <Text className="links-field__hint">{t('company.linksHint', { max: COMPANY_LINKS_MAX })}</Text>
      {links.map((link, index) => (
        <View key={index} className="links-field__row" data-testid="company-link-row">
          <TextField
            name={`links.${index}.title`}
            label={t('company.linkTitle')}
            value={link.title}
            placeholder={t('company.linkTitlePlaceholder')}
            maxlength={COMPANY_LINK_TITLE_MAX + 1}
            error={errors[`links.${index}.title`]}
            onChange={(v) => edit(index, { title: v })}
          />
          <TextField
            name={`links.${index}.url`}
            label={t('company.linkUrl')}
            value={link.url}
            placeholder={t('company.linkUrlPlaceholder')}
            maxlength={COMPANY_LINK_URL_MAX + 1}
            error={errors[`links.${index}.url`]}
            onChange={(v) => edit(index, { url: v })}
          />
          <Text
            className="links-field__remove"
            data-testid="company-link-remove"
            onClick={() => onChange(links.filter((_, i) => i !== index))}
          >
            {t('company.removeLink')}
          </Text>
        </View>
      ))}
      {errors.links ? <Text className="form-field__error">{errors.links}</Text> : null}
      {links.length < COMPANY_LINKS_MAX ? (
        <Text
          className="links-field__add"
          data-testid="company-link-add"
          onClick={() => onChange([...links, { title: '', url: '' }])}
        >
          + {t('company.addLink')}
        </Text>
      ) : null}
    </View>
  );
}
