import type { Plugin } from 'vite';
import { APP_STYLES_ATTRIBUTE } from '../src/lib/app-styles.ts';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;

/**
 * Turns the app's stylesheet link in the built index.html into a preload (issue 36): the page's
 * static frame has its own inline styles and paints as soon as the HTML arrives, instead of after
 * the stylesheet, which only what the app renders needs. `applyAppStyles` (main.tsx) makes it a
 * stylesheet and waits for it before the app renders, so nothing shows unstyled.
 */
export function deferredStylesheet(): Plugin {
  return {
    name: 'supplier:deferred-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        // a link Vite writes differently would otherwise block the first paint again, unnoticed
        if (!STYLESHEET.test(html)) throw new Error('deferred-stylesheet: no stylesheet link in index.html');
        return html.replace(
          STYLESHEET,
          `<link rel="preload" as="style" crossorigin href="$1" ${APP_STYLES_ATTRIBUTE}>`,
        );
      },
    },
  };
}
