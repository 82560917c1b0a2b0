// A server-drawn first screen (first-screens.ts) loads this instead of the app's entry: the screen is already
// painted and its links work without script, so its code is fetched once its largest image has painted
// instead of sharing a slow phone's first bytes with it (docs/decisions.md, "The first screen's code after
// its paint"). The entry and the screen's chunks are named by the page; the browser's offer to install,
// which may come before the entry runs, is kept for it (shared/pwa/install-offer.ts adopts it).
/** A picture that does not arrive holds the app's code no longer than this. */
const MAX_WAIT_MS = 1500;

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
if (tag) {
  const { entry = '', preload = '' } = tag.dataset;
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault();
      (window as { sufraInstallPrompt?: Event }).sufraInstallPrompt = event;
    },
    { once: true },
  );
  // One preload link a task: appending one is mostly a wait on the browser's process (0.1–15 ms each at
  // 4x CPU, measured in the page), and all of them in one task made a long one (51–66 ms at 4x). The
  // entry is asked for first; its modules' fetches start a task apart, long before it arrives.
  const preloadNext = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext, 0, hrefs);
  };
  const start = () => {
    void import(/* @vite-ignore */ entry);
    setTimeout(preloadNext, 0, preload.split(' ').filter(Boolean));
    // The store reads the phone's saved state as the entry evaluates; the first read of localStorage loads
    // the page's whole storage (a wait on the browser's process): done here, in a task of its own while the
    // entry downloads, it is no longer part of the entry's evaluation, the longest task of a first scan.
    setTimeout(() => {
      try {
        localStorage.length;
      } catch {}
    });
  };
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(start));
  };
  setTimeout(go, MAX_WAIT_MS);
  // The pictures on the first screen (the largest paint is one of them, or text): the code waits for them to
  // decode, never more than MAX_WAIT_MS, then for the frame that paints them. An observer, not a measure of
  // each picture, tells which are on screen: measuring here would force the page's first layout into this
  // script's task (a long task at 4x CPU, which Lighthouse counts as blocking).
  const { images } = document;
  if (images.length === 0) go();
  const seen = new IntersectionObserver((entries) => {
    seen.disconnect();
    const pictures = entries.filter((entry) => entry.isIntersecting);
    void Promise.allSettled(pictures.map((entry) => (entry.target as HTMLImageElement).decode())).then(go);
  });
  for (const image of images) seen.observe(image);
}
