import { useCallback, useEffect, useState } from 'react';
import { useReachBottom } from '@tarojs/taro';
import { View, Text, Input } from '@tarojs/components';
import { DEGREES, JOB_STATUSES } from '@common/constants';
import { RegionField, SelectField } from '@/components/pickers';
import { StateBlock } from '@/components/state-block';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { usePagedList } from '@/lib/use-paged-list';
import { searchResumes, type ResumeFilters } from '../api/resume-search';
import { TalentCard, type Greet } from './talent-card';
import './resume-list.scss';
import '@/locales/recruiting';

/** Recruiters search seekers' resumes that are open to search, 10 a page. */
export function ResumeList({ greet }: { greet?: Greet } = {}) {
  const t = useT();
  const [draft, setDraft] = useState<ResumeFilters>({});
  const [filters, setFilters] = useState<ResumeFilters>({});
  const fetchPage = useCallback((pageNum: number) => searchResumes(filters, pageNum), [filters]);
  const list = usePagedList(fetchPage);
  useEffect(() => {
    void list.reload();
  }, [fetchPage]);
  useReachBottom(list.loadMore);

  const set = <K extends keyof ResumeFilters>(key: K, value: ResumeFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <View className="talent">
      <View className="talent-filters">
        <Input
          className="talent-filters__keyword"
          value={draft.position ?? ''}
          maxlength={50}
          placeholder={t('talent.keyword')}
          confirmType="search"
          data-testid="filter-position"
          onInput={(e) => set('position', e.detail.value)}
          onConfirm={() => setFilters(draft)}
        />
        <RegionField
          name="region"
          label={t('talent.city')}
          value={draft.region}
          placeholder={t('talent.any')}
          onChange={(v) => set('region', v)}
        />
        <View className="talent-filters__row">
          <Input
            className="talent-filters__salary"
            type="number"
            value={draft.salaryMin ?? ''}
            placeholder={t('talent.salaryMin')}
            onInput={(e) => set('salaryMin', e.detail.value)}
          />
          <Text className="talent-filters__dash">-</Text>
          <Input
            className="talent-filters__salary"
            type="number"
            value={draft.salaryMax ?? ''}
            placeholder={t('talent.salaryMax')}
            onInput={(e) => set('salaryMax', e.detail.value)}
          />
        </View>
        <SelectField
          name="degree"
          label={t('talent.degree')}
          value={draft.degree ?? ''}
          placeholder={t('talent.any')}
          options={[
            { value: '', label: t('talent.any') },
            ...DEGREES.map((d) => ({ value: d, label: t(`degree.${d}`) })),
          ]}
          onChange={(v) => set('degree', v)}
        />
        <SelectField
          name="jobStatus"
          label={t('talent.jobStatus')}
          value={draft.jobStatus ?? ''}
          placeholder={t('talent.any')}
          options={[
            { value: '', label: t('talent.any') },
            ...JOB_STATUSES.map((s) => ({ value: s, label: t(`jobStatus.${s}`) })),
          ]}
          onChange={(v) => set('jobStatus', v)}
        />
        <View className="talent-filters__apply" data-testid="apply-filters" onClick={() => setFilters(draft)}>
          {t('talent.search')}
        </View>
      </View>

      {list.status === 'loading' && !list.rows.length ? <StateBlock title={t('common.loading')} /> : null}
      {list.status === 'error' && !list.rows.length ? (
        <StateBlock
          title={t('talent.unavailable')}
          body={list.error}
          actionText={t('talent.company')}
          onAction={() => openRoute('pages/CompanyManagement/CompanyManagement')}
          testId="resume-list-error"
        />
      ) : null}
      {list.status === 'done' && !list.rows.length ? (
        <StateBlock title={t('talent.none')} testId="resume-list-empty" />
      ) : null}
      {list.rows.map((resume) => (
        <TalentCard key={resume.seekerId} resume={resume} greet={greet} />
      ))}
      {list.rows.length ? (
        <Text className="home-list-footer">{list.status === 'done' ? t('common.noMore') : t('common.loading')}</Text>
      ) : null}
    </View>
  );
}
