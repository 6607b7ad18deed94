import { View, Text } from '@tarojs/components';
import { CONTRACT_TITLE, contractText } from '@common/contract-text';
import type { ContractDetail } from '@common/contracts';
import * as contracts from '@/api/contracts';
import { AsyncView } from '@/components/async-view';
import { SubmitButton } from '@/components/form';
import { call } from '@/lib/call';
import { useT } from '@/lib/i18n';
import { shownRefusal } from '@/lib/request';
import { openContractFile } from '../api/contracts-api';
import './contracts.scss';
import '../strings';

/** The contract's text with its fields filled in: the same function prints the PDF. */
export function ContractTextBody({ detail }: { detail: ContractDetail }) {
  const t = useT();
  return (
    // The contract is a Chinese legal document in either UI language: marked so, a screen reader reads it in
    // Chinese (Taro's View types know no lang; H5 renders it as the attribute).
    <View className="contract-text" data-testid="contract-text" {...{ lang: 'zh-Hans' }}>
      <Text className="contract-text__title">{CONTRACT_TITLE}</Text>
      <Text className="contract-text__no">{t('contract.no', { no: detail.contractNo })}</Text>
      {contractText({ ...detail.fields, contractNo: detail.contractNo }).map((section) => (
        <View key={section.title} className="contract-text__section">
          <Text className="contract-text__heading">{section.title}</Text>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} className="contract-text__paragraph">
              {paragraph}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The template page: the text, and the files once signed. */
export function ContractTemplate({ id }: { id: number }) {
  const t = useT();
  const open = (file: 'pdf' | 'evidence', detail: ContractDetail) =>
    openContractFile(id, file, `${detail.contractNo}${file === 'evidence' ? '-evidence' : ''}.pdf`).catch(
      (error: unknown) => void shownRefusal(error),
    );
  return (
    <AsyncView load={() => call(contracts.detail, { id })} deps={[id]} testId="contract-template">
      {(detail) => (
        <View className="contracts">
          <ContractTextBody detail={detail} />
          {detail.status === 'signed' ? (
            <View className="contract-actions">
              <SubmitButton
                text={t('contract.download')}
                testId="contract-pdf"
                onClick={() => void open('pdf', detail)}
              />
              {detail.kind === 'electronic' ? (
                <SubmitButton plain text={t('contract.evidence')} onClick={() => void open('evidence', detail)} />
              ) : null}
            </View>
          ) : null}
        </View>
      )}
    </AsyncView>
  );
}
