import { api } from '@/lib/request';

export interface AgreementSummary {
  id: number;
  type: string;
  version: string;
  title: string;
  updatedAt: string;
}
export interface Agreement extends AgreementSummary {
  content: string;
}
export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  updatedAt: string;
}
export interface Article extends ArticleSummary {
  content: string;
}
export interface Intro {
  id: number;
  title: string;
  content: string;
  company: string;
  address: string;
  icp: string;
  icpUrl: string;
  policeFiling: string;
  policeFilingUrl: string;
  contactPhone: string;
  contactEmail: string;
  updatedAt: string;
}

const open = { noAuth: true } as const;

/** Help-center content, answered in the caller's language (no login needed). */
export const contentApi = {
  agreementByType: (type: string) => api.get<Agreement>('app/agreement/get', { type }, open),
  agreementById: (id: number | string) => api.get<Agreement>(`app/agreement/getData/${id}`, undefined, open),
  agreements: () => api.list<AgreementSummary>('app/agreement/list', undefined, open),
  articles: (pageNum: number) => api.list<ArticleSummary>('app/article/list', { pageNum, pageSize: 20 }, open),
  article: (id: number | string) => api.get<Article>(`app/article/${id}`, undefined, open),
  intro: () => api.get<Intro>('app/intro/selectIntro', undefined, open),
};
