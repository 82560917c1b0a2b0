// The server's renderer of the first screens (issue 15), built by `vite build --ssr` into dist-server/ and
// loaded by the server's first-screens.ts. The store reads localStorage as its module loads: the memory
// stand-in must exist before that, so the renderer is imported only after it.
import './ssr/ssr-globals';
import type { RenderRequest, RenderResult } from './ssr/render-first-screen';

export type { RenderRequest, RenderResult } from './ssr/render-first-screen';

/** Called once as the server starts: the first diner's page does not wait for the renderer's code. */
export async function prepare(): Promise<void> {
  const { prepareFirstScreens } = await import('./ssr/render-first-screen');
  await prepareFirstScreens();
}

export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const { renderFirstScreen } = await import('./ssr/render-first-screen');
  return renderFirstScreen(request);
}
