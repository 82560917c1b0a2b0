import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** apps/web/src/entry-server.tsx, as `vite build --ssr` writes it (its types are the web app's). */
interface Renderer {
  prepare(): Promise<void>;
  render(request: {
    url: string;
    cookies: Record<string, string | undefined>;
    fetch: typeof fetch;
  }): Promise<{
    html: string;
    cookies: string[];
    fonts: boolean;
    seed: { language: string; chunks: string[] };
  } | null>;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** Past this, the page is sent as the shell (the browser renders it as before). */
const RENDER_TIMEOUT_MS = 2000;

/** A first screen as HTML: the page the browser would build, painted before any script arrives. */
export interface FirstScreens {
  /** Sends the rendered page and returns true, or returns false (not a first screen: send the shell). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Server rendering of the first screens (issue 15; docs/performance.md, "First scan"): a table's QR link,
 * the menu of the table in session and the landing page are sent as HTML with their stylesheets inline
 * and their page code preloaded, and the data they were rendered from embedded for the browser, which
 * hydrates them. The screen's data comes from our own API in-process (`app.inject`), exactly as the
 * browser would get it (same validation, same errors, same language, the diner's address for limits).
 * Without the web build's renderer (dist-server), or whenever a render fails, the plain shell is sent.
 */
export async function loadFirstScreens(app: FastifyInstance, distDir: string): Promise<FirstScreens | null> {
  const rendererFile = join(dirname(distDir), 'dist-server', 'entry-server.js');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(rendererFile) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  await renderer.prepare();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const css = (file: string) => readFileSync(join(distDir, file), 'utf8');
  // A stylesheet inline, and its link kept but disabled (never fetched nor applied): the app's code, when it
  // imports a chunk lazily, loads the stylesheets that chunk's graph names unless a <link> to each is in the
  // page. Without it, the first lazy import of a drawn page loaded the entry's whole stylesheet a second
  // time: 57 KB restyled in one task, and the Plex fonts a first scan must not download.
  const inline = (file: string, text = css(file)) =>
    `<style>${text}</style><link rel="stylesheet" href="/${file}" disabled>`;

  // The entry's stylesheet goes inline: one render-blocking request fewer on a first scan. A phone that does
  // not hold Sufra's font files yet gets it without its @font-face rules (the renderer says which, from the
  // web app's cookie): its first scan is drawn in the phone's font and spends no bytes on fonts.
  const entryCss = manifest['index.html']?.css ?? [];
  let template = shell;
  let templateWithoutFonts = shell;
  for (const file of entryCss) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`);
    template = template.replace(link, () => inline(file));
    templateWithoutFonts = templateWithoutFonts.replace(link, () =>
      inline(file, css(file).replace(/@font-face\{[^}]*\}/g, '')),
    );
  }

  // The shell's entry and its preloads give way to the boot script (apps/web/src/boot.ts), which fetches them
  // once the drawn screen has painted: on a first scan the page and its image have the phone's bytes to
  // themselves (docs/decisions.md, "The first screen's code after its paint").
  const boot = manifest['src/boot.ts']?.file;
  const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(shell);
  const shellPreloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
    (m) => m[1] as string,
  );
  const withBoot = (page: string) =>
    boot && entryTag ? page.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(entryTag[0], '') : page;
  template = withBoot(template);
  templateWithoutFonts = withBoot(templateWithoutFonts);
  const bootTag = (preload: string[]) =>
    `<script type="module" crossorigin src="/${boot}" data-entry="/${entryTag?.[1]}" data-preload="${[...shellPreloads, ...preload].map((file) => `/${file}`).join(' ')}"></script>`;

  /** A screen's code to preload and its own stylesheets, by the chunk names or source paths the renderer gives. */
  function assetsOf(chunkNames: string[]): { preload: string[]; styles: string[] } {
    const preload = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      // The shell names the entry and what it imports already.
      if (!chunk || key === 'index.html' || preload.has(chunk.file) || shell.includes(`/${chunk.file}"`))
        return;
      preload.add(chunk.file);
      for (const file of chunk.css ?? []) if (!entryCss.includes(file)) styles.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest))
      if ((chunk.name && chunkNames.includes(chunk.name)) || (chunk.src && chunkNames.includes(chunk.src)))
        visit(key);
    return { preload: [...preload], styles: [...styles] };
  }

  return {
    async send(req, reply) {
      const cookies = parseCookies(req.headers.cookie);
      const inProcess: typeof fetch = async (input, init) => {
        const res = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: String(input),
          headers: {
            ...(init?.headers as Record<string, string>),
            'user-agent': req.headers['user-agent'] ?? '',
          },
          remoteAddress: req.ip,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
        const empty = res.statusCode === 204 || res.statusCode === 304;
        return new Response(empty ? null : new Uint8Array(res.rawPayload), {
          status: res.statusCode,
          headers,
        });
      };
      let rendered: Awaited<ReturnType<Renderer['render']>>;
      let timer: NodeJS.Timeout | undefined;
      try {
        // Renders run one at a time (the renderer's state is a page's): one stuck on a read that does not
        // answer must not hold the pages behind it, which get the shell after RENDER_TIMEOUT_MS instead.
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
        });
        rendered = await Promise.race([renderer.render({ url: req.url, cookies, fetch: inProcess }), late]);
      } catch (error) {
        req.log.error({ err: error }, 'first screen render failed; the shell is sent');
        return false;
      } finally {
        clearTimeout(timer);
      }
      if (!rendered) return false;
      const { preload, styles } = assetsOf(rendered.seed.chunks);
      // React puts what belongs in <head> (image preloads, the page's <title>) before the markup when it does
      // not render the whole document: moved where a document render would put it.
      const hoisted =
        /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/.exec(rendered.html)?.[0] ?? '';
      const body = rendered.html.slice(hoisted.length);
      const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
      const language = rendered.seed.language === 'en' ? 'en' : 'ar';
      const head = [
        hoisted.replace(/<title>[^<]*<\/title>/, ''),
        ...styles.map((file) => inline(file)),
        boot && entryTag
          ? bootTag(preload)
          : preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
      ].join('');
      const html = (rendered.fonts ? template : templateWithoutFonts)
        .replace(/<title>[^<]*<\/title>/, title ?? '$&')
        .replace(
          /<html lang="ar" dir="rtl">/,
          `<html lang="${language}" dir="${language === 'en' ? 'ltr' : 'rtl'}">`,
        )
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${body}</div><script type="application/json" id="sufra-ssr">${scriptJson(rendered.seed)}</script>`,
        );
      // The page carries the table's orders: for this browser only, asked again on every visit.
      if (rendered.cookies.length > 0) reply.header('set-cookie', rendered.cookies);
      reply
        .code(200)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html);
      return true;
    },
  };
}
