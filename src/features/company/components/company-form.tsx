import { useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_INTRODUCTION_MAX,
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  COMPANY_SLOGAN_MAX,
  COMPANY_TYPES,
  COMPANY_WEBSITE_MAX,
  companySchema,
  type Company,
} from '@common/company';
import * as company from '@/api/company';
import { ROUTES } from '@common/routes';
import { CompanyLogo } from '@/components/company-logo';
import { RecordForm, type FieldDef } from '@/components/record-form';
import { SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { LinksField } from './links-field';
import './company-form.scss';
import '../strings';
import { toast } from '@/lib/toast';
import '@/locales/recruiting';

type T = (key: string, params?: Record<string, string | number>) => string;

export const companyFields = (t: T): FieldDef[] => [
  { name: 'name', label: t('company.f.name'), kind: 'text', maxlength: COMPANY_NAME_MAX },
  { name: 'logo', label: t('company.f.logo'), kind: 'image', hint: t('company.logoHint') },
  { name: 'contact', label: t('company.f.contact'), kind: 'text', maxlength: 11 },
  {
    name: 'region',
    label: t('company.f.region'),
    kind: 'location',
    address: 'addressDetail',
    maxlength: COMPANY_ADDRESS_MAX,
  },
  {
    name: 'size',
    label: t('company.f.size'),
    kind: 'select',
    options: COMPANY_SIZES.map((value) => ({ value, label: t(`companySize.${value}`) })),
  },
  {
    name: 'type',
    label: t('company.f.type'),
    kind: 'select',
    options: COMPANY_TYPES.map((value) => ({ value, label: t(`companyType.${value}`) })),
  },
  { name: 'website', label: t('company.f.website'), kind: 'text', maxlength: COMPANY_WEBSITE_MAX },
  {
    name: 'links',
    label: t('company.f.links'),
    kind: 'custom',
    render: (control) => <LinksField label={t('company.f.links')} {...control} />,
  },
  { name: 'slogan', label: t('company.f.slogan'), kind: 'text', maxlength: COMPANY_SLOGAN_MAX },
  { name: 'introduction', label: t('company.f.introduction'), kind: 'textarea', maxlength: COMPANY_INTRODUCTION_MAX },
  {
    name: 'businessLicense',
    label: t('company.f.businessLicense'),
    kind: 'image',
    hint: t('company.licenseHint'),
    document: true,
  },
  { name: 'sealLetter', label: t('company.f.sealLetter'), kind: 'image', hint: t('company.sealHint'), document: true },
  { name: 'acceptTerms', label: t('company.f.acceptTerms'), kind: 'check' },
  { name: 'acceptAuthorization', label: t('company.f.acceptAuthorization'), kind: 'check' },
];

/** Add or edit the company; once saved it can be submitted for verification (license and sealed letter). */
export function CompanyForm({ afterSave }: { afterSave?: () => void } = {}) {
  const t = useT();
  const fields = companyFields(t);
  const initial = Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'check' ? false : f.kind === 'custom' ? [] : '']),
  );
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    try {
      await call(company.submit);
      void toast({ title: t('company.submittedToast'), icon: 'none' });
      setTimeout(() => void Taro.redirectTo({ url: '/pages/CompanyManagement/CompanyManagement' }), 1000);
    } catch (e) {
      shownRefusal(e);
    }
  };

  return (
    <View>
      <RecordForm
        schema={companySchema}
        fields={fields}
        initial={initial}
        fallbackUrl="/pages/CompanyManagement/CompanyManagement"
        load={async () => ((await call(company.get)) ?? {}) as Record<string, unknown>}
        save={(body) => call(company.save, body)}
        afterSave={() => {
          // Onboarding goes on to the first position (submitting for verification can come later).
          if (afterSave) {
            void toast({ title: t('resume.saved'), icon: 'success' });
            afterSave();
            return;
          }
          setSaved(true);
          void toast({ title: t('resume.saved'), icon: 'success' });
        }}
      />
      {saved ? (
        <View className="company-status">
          <Text>{t('company.submitHint')}</Text>
          <SubmitButton text={t('company.submit')} testId="submit-company" onClick={() => void submit()} />
        </View>
      ) : null}
    </View>
  );
}

/** Company information as saved, with its verification status and reason. */
export function CompanyView({ company }: { company: Company | null }) {
  const t = useT();
  if (!company) return null;
  return (
    <View className="company-status" data-testid="company-view">
      <View className="company-status__head">
        <CompanyLogo className="company-status__logo" logo={company.logo || null} name={company.name} />
        <View>
          <Text className="company-status__title">{company.name}</Text>
          <Text className={`company-status__status company-status__status--${company.status}`}>
            {t(`companyStatus.${company.status}`)}
          </Text>
        </View>
      </View>
      {company.status === 'audit_failed' && company.reviewReason ? (
        <Text className="company-status__reason">{t('pos.reason', { reason: company.reviewReason })}</Text>
      ) : null}
      <Text className="company-status__muted">
        {[t(`companySize.${company.size}`), t(`companyType.${company.type}`), company.regionName]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text className="company-status__muted">{company.addressDetail}</Text>
      {company.slogan ? <Text className="company-status__muted">{company.slogan}</Text> : null}
      {company.introduction ? <Text className="company-status__muted">{company.introduction}</Text> : null}
      {company.status === 'approved' ? (
        // What seekers see: the public homepage (only approved companies have one).
        <Text
          className="company-status__link"
          data-testid="company-open-page"
          onClick={() => openRoute(ROUTES.company, { id: company.id })}
        >
          {t('company.openPage')} ›
        </Text>
      ) : null}
    </View>
  );
}
