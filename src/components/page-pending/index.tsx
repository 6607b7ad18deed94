import { useT } from '@/lib/i18n';
import { StateBlock } from '../state-block';

/** Shown by a route whose content a later issue builds: the page exists, titled, and says so plainly. */
export function PagePending() {
  const t = useT();
  return <StateBlock title={t('pending.title')} body={t('pending.body')} testId="page-pending" />;
}
