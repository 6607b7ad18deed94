import { View, Text } from '@tarojs/components';
import { AsyncView } from '@/components/async-view';
import { TextBlock } from '@/components/text-block';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { chinaDate } from '@common/china-time';
import type { Agreement, Article } from '@common/content';
import * as content from '@/api/content';
import { call } from '@/lib/call';
import '../strings';

/** The China date of an instant (the product's dates are China dates, whatever the phone's time zone). */
const day = (iso: string) => chinaDate(iso);

function Document({ doc, meta }: { doc: Agreement | Article; meta: string }) {
  return (
    <View className="content-card" data-testid="content-document">
      <Text className="content-card__title">{doc.title}</Text>
      <Text className="content-card__meta">{meta}</Text>
      <TextBlock text={doc.content} />
    </View>
  );
}

/** An agreement by type (`?type=user|privacy|company`) or by id (`?id=`). */
export function AgreementView({ type, id }: { type?: string; id?: string }) {
  const t = useT();
  return (
    <AsyncView
      testId="agreement"
      deps={[type, id]}
      load={() =>
        id ? call(content.agreementById, { id: Number(id) }) : call(content.agreement, { type: type || 'user' })
      }
    >
      {(doc) => (
        <Document doc={doc} meta={t('content.versionUpdated', { version: doc.version, date: day(doc.updatedAt) })} />
      )}
    </AsyncView>
  );
}

export function ArticleView({ id }: { id: string }) {
  const t = useT();
  return (
    <AsyncView testId="article" deps={[id]} load={() => call(content.article, { id: Number(id) })}>
      {(doc) => <Document doc={doc} meta={t('content.updated', { date: day(doc.updatedAt) })} />}
    </AsyncView>
  );
}

/** Policies and agreements: every current agreement, each opening its text. */
export function AgreementList() {
  const t = useT();
  return (
    <AsyncView testId="agreements" load={() => call(content.agreements)} isEmpty={(page) => page.rows.length === 0}>
      {(page) => (
        <View className="content-card">
          {page.rows.map((row) => (
            <View key={row.id} className="list-row" onClick={() => openRoute('pages/help/textByPage', { id: row.id })}>
              <View>
                <Text>{row.title}</Text>
                <Text className="list-row__sub">
                  {t('content.versionUpdated', { version: row.version, date: day(row.updatedAt) })}
                </Text>
              </View>
              <Text className="list-row__chevron">›</Text>
            </View>
          ))}
        </View>
      )}
    </AsyncView>
  );
}

/** Help center: the FAQ, then about us, policies and the filing information. */
export function HelpCenter() {
  const t = useT();
  return (
    <View>
      <AsyncView
        testId="faq"
        load={() => call(content.articles, { pageNum: 1, pageSize: 20 })}
        isEmpty={(page) => page.rows.length === 0}
      >
        {(page) => (
          <View className="content-card">
            <Text className="content-card__title">{t('content.faq')}</Text>
            {page.rows.map((row) => (
              <View
                key={row.id}
                className="list-row"
                data-testid="faq-row"
                onClick={() => openRoute('pages/article/detail', { id: row.id })}
              >
                <View>
                  <Text>{row.title}</Text>
                  <Text className="list-row__sub">{row.summary}</Text>
                </View>
                <Text className="list-row__chevron">›</Text>
              </View>
            ))}
          </View>
        )}
      </AsyncView>
      <View className="content-card">
        {(
          [
            ['content.about', 'pages/help/our'],
            ['content.policies', 'pages/users/user_agreement/index'],
            ['content.filing', 'pages/recommendjob/ICP'],
          ] as const
        ).map(([label, route]) => (
          <View key={route} className="list-row" onClick={() => openRoute(route)}>
            <Text>{t(label)}</Text>
            <Text className="list-row__chevron">›</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** About us: who runs the product, how to reach us, and the filing numbers. */
export function AboutUs() {
  const t = useT();
  return (
    <AsyncView testId="about" load={() => call(content.intro)}>
      {(intro) => (
        <View className="content-card" data-testid="about-us">
          <Text className="content-card__title">{intro.title}</Text>
          <TextBlock text={intro.content} />
          <View className="list-row">
            <Text>{t('content.company')}</Text>
            <Text className="list-row__sub">{intro.company}</Text>
          </View>
          <View className="list-row">
            <Text>{t('content.address')}</Text>
            <Text className="list-row__sub">{intro.address}</Text>
          </View>
          <View className="list-row">
            <Text>{t('content.contact')}</Text>
            <Text className="list-row__sub">{`${intro.contactPhone}  ${intro.contactEmail}`}</Text>
          </View>
          <View className="list-row" onClick={() => openRoute('pages/recommendjob/ICP')}>
            <Text>{t('content.filing')}</Text>
            <Text className="list-row__sub">{intro.icp}</Text>
          </View>
        </View>
      )}
    </AsyncView>
  );
}

/** Filing (ICP) information, as Chinese law requires it to be shown. */
export function FilingInfo() {
  const t = useT();
  return (
    <AsyncView testId="filing" load={() => call(content.intro)}>
      {(intro) => (
        <View className="content-card" data-testid="filing-info">
          <Text className="content-card__title">{t('content.filing')}</Text>
          <View className="list-row">
            <Text>{t('content.icp')}</Text>
            <Text className="list-row__sub" userSelect>
              {intro.icp}
            </Text>
          </View>
          <View className="list-row">
            <Text>{t('content.police')}</Text>
            <Text className="list-row__sub" userSelect>
              {intro.policeFiling}
            </Text>
          </View>
          <View className="list-row">
            <Text>{t('content.operator')}</Text>
            <Text className="list-row__sub">{intro.company}</Text>
          </View>
          <Text className="content-card__meta">{t('content.filingHint', { url: intro.icpUrl })}</Text>
        </View>
      )}
    </AsyncView>
  );
}
