import { useRouter } from '@tarojs/taro';
import { PageShell } from '@/components/page-shell';
import { AgreementView } from '@/features/content/components/content-views';

/** Agreement text: `?type=user|privacy|company` (the current one) or `?id=`. */
export default function Page() {
  const { params } = useRouter();
  return (
    <PageShell route="pages/help/textByPage">
      <AgreementView type={params.type} id={params.id} />
    </PageShell>
  );
}
