/**
 * Serves the H5 build under /admin-pc/ (architecture section 3):
 * - files from H5_DIR, precompressed .br/.gz siblings when the build made them (else @fastify/compress);
 * - hashed assets (js/, css/, static/ with a content hash in the name) cached for a year, immutable;
 *   index.html `no-cache` so a deploy is picked up on the next load;
 * - SPA fallback: a GET under /admin-pc/ that names no file answers index.html, so deep links such as
 *   /admin-pc/pages/job_detail/index?id=3 survive a reload; a missing asset (has an extension) stays 404;
 * - the first screen's data with the page: for the pages common/first-data.ts names, their first calls are
 *   answered while the HTML is served (through the real routes as an anonymous caller, so from the public
 *   cache of plugins/public-cache.ts when it is warm) and put into it as a JSON block, so the app shows the
 *   list or the job without another round trip; home and a job also get a first screen painted from it;
 * - `/` and `/admin-pc` redirect to `/admin-pc/`;
 * - without a build, a small page says how to make one instead of failing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callKey, FIRST_DATA_ELEMENT_ID, firstDataCalls, firstDataPage } from '@common/first-data';
import type { PositionDetail, PositionSummary } from '@common/positions';
import { homeFirstScreen, jobFirstScreen } from './first-screen';
import { handleNotFound } from './errors';

export const H5_BASE = '/admin-pc/';

const HASHED_ASSET = /^(js|css|static)\/(.+\/)?[^/]*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Cache-Control for a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  // A precompressed sibling (app.1a2b3c4d.js.br) is cached like the file it stands for.
  const normalized = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  return HASHED_ASSET.test(normalized) ? IMMUTABLE : REVALIDATE;
}

const MISSING_BUILD = `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>H5 build missing</title></head>
<body style="font-family:system-ui,sans-serif;max-width:600px;margin:3rem auto;padding:0 1rem;line-height:1.6">
<h1>H5 应用尚未构建</h1>
<p>The H5 app has not been built yet. Run <code>npm run build:h5</code> in the repository, then reload this page.</p>
<p>API: <a href="/api/docs">/api/docs</a></p>
</body></html>`;

/** JSON that cannot end the script element it sits in, whatever the texts inside (titles are user input). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The app's deferred scripts as inert `data-src` tags, which src/boot.js starts once the first screen is
 * painted: with a painted screen nothing waits for them, and on a slow link they would otherwise take the
 * bandwidth the HTML's stylesheet needs for that first paint.
 */
export function parkScripts(html: string): string {
  return html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
    '<script type="text/plain" data-src="$1"></script>',
  );
}

export interface H5Options {
  h5Dir: string;
  /** Header (name and value) that marks the plugin's own API calls, which the rate limit does not count. */
  internalCall: { header: string; value: string };
}

export async function h5Plugin(app: FastifyInstance, options: H5Options) {
  const indexFile = path.join(options.h5Dir, 'index.html');

  /** The anonymous answers of `calls` that succeeded (a failed one is simply made by the app). */
  async function firstData(calls: string[]): Promise<Record<string, unknown>> {
    const found: Record<string, unknown> = {};
    await Promise.all(
      calls.map(async (call) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/${call}`,
          headers: { [options.internalCall.header]: options.internalCall.value },
        });
        const body = res.statusCode === 200 ? (res.json() as { code?: number }) : undefined;
        if (body?.code === 200) found[call] = body;
      }),
    );
    return found;
  }

  const toBase = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(H5_BASE + (query >= 0 ? request.url.slice(query) : ''), 302);
  };
  app.get('/', { schema: { hide: true } }, toBase);
  app.get('/admin-pc', { schema: { hide: true } }, toBase);

  async function spaFallback(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const isAsset = /\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith('.html');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAsset) return handleNotFound(request, reply);
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD);
    }
    const query = request.url.indexOf('?');
    const pagePath = pathname.slice(H5_BASE.length - 1);
    const calls = firstDataCalls(pagePath, new URLSearchParams(query >= 0 ? request.url.slice(query + 1) : ''));
    if (calls.length) {
      const data = await firstData(calls).catch((error: unknown) => {
        request.log.warn({ err: error }, 'first data not embedded');
        return {} as Record<string, unknown>;
      });
      if (Object.keys(data).length) {
        const block = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
        html = html.replace('</head>', `${block}</head>`);
        // Home and a job: the first screen painted from that data, before any script has run.
        const answer = data[calls[0]] as { rows?: PositionSummary[]; data?: PositionDetail } | undefined;
        const menu = data[callKey('commonmenu/list')] as { data?: unknown[] } | undefined;
        const screen =
          firstDataPage(pagePath) === 'home'
            ? answer?.rows?.length && homeFirstScreen(answer.rows, menu?.data?.length)
            : answer?.data && jobFirstScreen(answer.data);
        if (screen) html = parkScripts(html.replace('<body>', `<body>${screen}`));
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  }

  // Encapsulated under the prefix so this not-found handler only covers /admin-pc/*.
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: options.h5Dir,
        prefix: '/',
        // index.html goes through spaFallback, which sets its headers; everything else is a file.
        index: false,
        wildcard: true,
        preCompressed: true,
        decorateReply: false,
        // Cache-Control comes from setHeaders only (send's default would override it).
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader('cache-control', cacheControlFor(path.relative(options.h5Dir, filePath)));
        },
      });
      scope.setNotFoundHandler(spaFallback);
      // '/admin-pc/' itself is a directory to the static handler: answer the page (not '/admin-pc', which redirects).
      scope.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, spaFallback);
    },
    { prefix: H5_BASE.slice(0, -1) },
  );
}
