import { useCallback, useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { View, Text } from '@tarojs/components';
import { OA_MSG } from '@common/messages.oa';
import { staffKeywordKind, type AccessLogRow, type StaffFacets, type StaffRow, type StaffStatus } from '@common/oa';
import { formatChinaTime } from '@common/china-time';
import * as oa from '@/api/oa';
import { PagedList } from '@/components/paged-list';
import { FilterChoice } from '@/components/pickers';
import { SearchBar } from '@/components/search-bar';
import { Tabs } from '@/components/tabs';
import { Avatar } from '@/components/avatar';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { openRoute } from '@/lib/navigation';
import { shownRefusal } from '@/lib/request';
import { useScreenList, type Page } from '@/lib/use-paged-list';
import { oaApi } from '../api/oa-api';
import { pickSheet } from '../pick-sheet';
import './oa.scss';
import '../strings';

type Tab = 'all' | StaffStatus | 'log';
const STAFF_OPERATE = 'pages/oa/staff/operate';

/** Nothing to fetch: a part of a number that no staff can match (the list says how to search instead). */
const NOTHING: Page<StaffRow> = { rows: [], total: 0 };

/**
 * The roster: search by name, the phone's last 4 digits, or a whole phone or ID number (the server matches
 * the numbers through keyed hashes; any other part of a number is answered with how to search, not with
 * "no staff"), filter by status, position and department, 10 a page, ID numbers masked and no photos;
 * export to .xlsx and import from it; the access log of who saw an ID number or photo.
 */
export function StaffList() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('all');
  const [keyword, setKeyword] = useState('');
  const [position, setPosition] = useState('');
  const [department, setDepartment] = useState('');
  const [facets, setFacets] = useState<StaffFacets>({ positions: [], departments: [] });
  const [report, setReport] = useState<string[]>();

  useEffect(() => {
    call(oa.staffFacets).then(setFacets, () => undefined);
  }, []);

  // The server would refuse it with the same words; saying it in place of the list saves the round trip.
  const partialNumber = Boolean(keyword) && staffKeywordKind(keyword) === 'partialNumber';
  const filtered = Boolean(keyword || position || department);
  const fetchPage = useCallback(
    (pageNum: number): Promise<Page<StaffRow | AccessLogRow>> =>
      tab === 'log'
        ? oaApi.accessLogPage(pageNum)
        : partialNumber
          ? Promise.resolve(NOTHING)
          : oaApi.staffPage({ keyword, position, department, status: tab === 'all' ? undefined : tab }, pageNum),
    [tab, keyword, position, department, partialNumber],
  );
  const list = useScreenList(fetchPage);

  const importRoster = async () => {
    const file = await pickSheet();
    if (!file) return;
    try {
      const result = await oaApi.importRoster(file);
      setReport([
        t('office.importDone', { created: result.created, updated: result.updated }),
        ...result.refused.map((row) => t('office.importRefused', { row: row.row, reasons: row.reasons.join('；') })),
      ]);
      void list.reload();
    } catch (error) {
      shownRefusal(error);
    }
  };

  return (
    <View className="oa">
      <View className="oa-bar">
        <SearchBar
          placeholder={t('office.search')}
          maxlength={30}
          testId="staff-search"
          searchOnBlur
          onSearch={setKeyword}
        />
        <Text className="oa-primary" data-testid="staff-add" onClick={() => openRoute(STAFF_OPERATE)}>
          {t('office.add')}
        </Text>
      </View>
      <View className="oa-bar oa-bar--tools">
        <FilterChoice
          className="oa-filter"
          options={facets.positions}
          all={t('office.allPositions')}
          label={t('office.f.position')}
          value={position}
          testId="filter-position"
          onChange={setPosition}
        />
        <FilterChoice
          className="oa-filter"
          options={facets.departments}
          all={t('office.allDepartments')}
          label={t('office.f.department')}
          value={department}
          testId="filter-department"
          onChange={setDepartment}
        />
        <Text
          className="oa-link"
          data-testid="staff-export"
          onClick={() => void oaApi.exportRoster().catch((e: unknown) => void shownRefusal(e))}
        >
          {t('office.export')}
        </Text>
        <Text className="oa-link" data-testid="staff-import" onClick={() => void importRoster()}>
          {t('office.import')}
        </Text>
      </View>
      {report ? (
        <View className="oa-report" data-testid="import-report" onClick={() => setReport(undefined)}>
          {report.map((line) => (
            <Text key={line} className="oa-report__line">
              {line}
            </Text>
          ))}
        </View>
      ) : null}
      <Tabs
        items={(['all', 'active', 'left', 'log'] as Tab[]).map((key) => ({
          key,
          label: key === 'log' ? t('office.log') : t(`office.status.${key}`),
        }))}
        value={tab}
        onChange={setTab}
      />
      <PagedList
        list={list}
        empty={
          tab === 'log'
            ? { title: t('office.logNone'), testId: 'staff-empty' }
            : partialNumber
              ? { title: t('office.numberHintTitle'), body: t(OA_MSG.partialNumber), testId: 'staff-number-hint' }
              : filtered
                ? { title: t('office.noMatch'), body: t('office.noMatchBody'), testId: 'staff-empty' }
                : { title: t('office.none'), body: t('office.noneBody'), testId: 'staff-empty' }
        }
      >
        {(row) =>
          tab === 'log' ? (
            <LogRow key={row.id} row={row as AccessLogRow} />
          ) : (
            <StaffCard key={(row as StaffRow).id} row={row as StaffRow} />
          )
        }
      </PagedList>
    </View>
  );
}

function LogRow({ row }: { row: AccessLogRow }) {
  const t = useT();
  return (
    <View className="oa-card" data-testid="access-row">
      <Text className="oa-card__title">
        {row.viewerName} · {t(`office.log.${row.kind}`)}
      </Text>
      <Text className="oa-card__line">
        {row.staffName ? `${row.staffName} · ` : ''}
        {formatChinaTime(row.at)}
        {row.reason ? ` · ${row.reason}` : ''}
      </Text>
    </View>
  );
}

function StaffCard({ row }: { row: StaffRow }) {
  const t = useT();
  return (
    <View
      className="oa-card oa-card--row"
      data-testid="staff-card"
      onClick={() => openRoute(STAFF_OPERATE, { id: row.id })}
    >
      <Avatar src={row.avatar} name={row.name} className="oa-avatar" />
      <View className="oa-card__body">
        <View className="oa-card__head">
          <Text className="oa-card__title">{row.name}</Text>
          <Text className={`oa-tag ${row.status === 'left' ? 'oa-tag--off' : ''}`}>
            {t(`office.status.${row.status}`)}
          </Text>
        </View>
        <Text className="oa-card__line">
          {row.position}
          {row.department ? ` · ${row.department}` : ''} · {row.phone}
        </Text>
        <Text className="oa-card__line" data-testid="staff-id-masked">
          {row.idNumberMasked}
        </Text>
      </View>
    </View>
  );
}

export function confirm(content: string): Promise<boolean> {
  return Taro.showModal({ content }).then(
    (res) => res.confirm,
    () => false,
  );
}
