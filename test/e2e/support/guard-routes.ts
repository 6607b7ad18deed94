/**
 * Every page of the app as the guard opens it (test/e2e/guard.e2e.test.ts): each route of common/routes.ts,
 * with a real demo record's id where the page shows one record, read from the API as the user the page is
 * opened for (their own conversation, contract, application; a visitor gets the public ones).
 */
import { ALL_ROUTES, OPERATOR_ROUTES, SYSTEM_ROUTES } from '@common/routes';
import { apiAs, type RunningServer } from './harness';

export interface GuardRoute {
  route: string;
  /** The address after /admin-pc/, with the query the page needs. */
  path: string;
}

type Query = Record<string, string | number>;

/** Rows of a list answer (`rows`, or `data` as a list). */
async function firstId(server: RunningServer, token: string | undefined, url: string): Promise<number> {
  const res = token
    ? await apiAs<Array<{ id: number }>>(server, token, 'GET', url)
    : ((await (await fetch(`${server.url}/api/${url}`)).json()) as { rows?: Array<{ id: number }> });
  const rows = (res.rows ?? ('data' in res ? res.data : undefined)) as Array<{ id: number }> | undefined;
  if (!Array.isArray(rows) || rows.length === 0) {
    throw new Error(`GET /api/${url} gave no record for the guard to open: ${JSON.stringify(res).slice(0, 300)}`);
  }
  return rows[0].id;
}

/**
 * The routes with their queries. `token` is the user's (undefined: a visitor); `recruiterToken` reads what only
 * the recruiter has (the company's projects, received applications), so that the other users open the same
 * record and see what the app shows them for it.
 */
export async function guardRoutes(
  server: RunningServer,
  token: string | undefined,
  recruiterToken: string,
  seekerToken: string,
): Promise<GuardRoute[]> {
  const own = token ?? seekerToken;
  const position = await firstId(server, undefined, 'positions?pageNum=1&pageSize=1');
  // The company page opens the company of that position (an approved one: its positions are listed).
  const listed = (await (await fetch(`${server.url}/api/positions?pageNum=1&pageSize=1`)).json()) as {
    rows: Array<{ companyId: number }>;
  };
  const queries: Record<string, Query> = {
    'pages/job_detail/index': { id: position },
    'pages/company/index': { id: listed.rows[0].companyId },
    'pages/article/detail': { id: await firstId(server, undefined, 'app/article/list') },
    'pages/help/textByPage': { type: 'user' },
    'pages/message_detail/index': { id: await firstId(server, own, 'conversations') },
    'pages/contractAward/template': { id: await firstId(server, own, 'contracts') },
    'pages/contractAward/aiQianWeb': { id: await firstId(server, own, 'contracts') },
    'pages/contractAward/tip': { id: await firstId(server, own, 'contracts') },
    'pages/applicant/applicant': { id: await firstId(server, recruiterToken, 'positions/mine') },
    'pages/applicant/ApplicationDetails': { id: await firstId(server, recruiterToken, 'applications/received') },
    'pages/oa/project/info': { id: await firstId(server, recruiterToken, 'oa/projects') },
    'pages/system/open-location': {
      name: '职达科技',
      address: '杭州市 西湖区 文三路90号',
      lat: 30.2741,
      lng: 120.1551,
    },
  };
  return [...ALL_ROUTES, ...OPERATOR_ROUTES, ...SYSTEM_ROUTES].map((route) => {
    const query = queries[route];
    const search = query
      ? `?${Object.entries(query)
          .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
          .join('&')}`
      : '';
    // The two place pages answer at their own paths on H5 (config/index.ts customRoutes).
    const at = route.startsWith('pages/system/') && route !== 'pages/system/not-found' ? route.slice(13) : route;
    return { route, path: `${at}${search}` };
  });
}
