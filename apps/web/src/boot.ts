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
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
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
  // A tap on one of the drawn screen's buttons before React has it would do nothing (a link navigates on its
  // own): the code starts at once instead of waiting for the pictures, and the tap is given again once that
  // button is React's (its props are on it; the screen's parts hydrate one after another, and React drops a
  // click on a part it has not hydrated yet). Rendered afresh instead (another language), the button is gone
  // and nothing is given. The first click on a button that is React's ends all this.
  let tapped: HTMLElement | undefined;
  // Looks left for the tapped button (every 50 ms, for a minute from the last tap: a slow network can take
  // more than 10 s to bring the code, and the diner still wants what they tapped); 0: none pending.
  let tries = 0;
  const isReacts = (button: Element) => Object.keys(button).some((key) => key.startsWith('__reactProps'));
  const replay = () => {
    if (!tapped?.isConnected || --tries < 0) tries = 0;
    else isReacts(tapped) ? tapped.click() : setTimeout(replay, 50);
  };
  const keep = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (!button) return;
    if (isReacts(button)) return removeEventListener('click', keep, true);
    event.preventDefault();
    event.stopPropagation();
    if (!tries) setTimeout(replay, 50);
    tries = 1200;
    tapped = button;
    go();
  };
  addEventListener('click', keep, true);
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
