import type { Agreement, AgreementSummary, Article, ArticleSummary, Intro } from '@common/content';
import { api } from '@/lib/request';

export type { Agreement, AgreementSummary, Article, ArticleSummary, Intro };

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
