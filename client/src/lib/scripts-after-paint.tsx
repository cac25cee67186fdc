import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts as RouterScripts } from 'react-router';

/** The id of the app's start, kept inert in the page until its first paint (see BOOT). */
export const BOOT_ID = 'gc-boot';

/**
 * Starts the app once the page has painted its largest picture (issue 33 #19). Every page arrives
 * drawn and every form posts without JavaScript, so the page's largest element and its picture come
 * first on a slow network; the app's modules are fetched when the page has painted (two frames after
 * its HTML was read) and the picture marked `fetchpriority="high"` (the largest element a page
 * draws) has arrived or failed. The start script is React Router's own, moved as it is into a
 * module script with the page's nonce, and its modules preloaded together.
 */
export const BOOT = `(function(){var me=document.currentScript,nonce=me.nonce||me.getAttribute('nonce');
function start(){var boot=document.getElementById('${BOOT_ID}');if(!boot||boot.dataset.started)return;boot.dataset.started='1';
JSON.parse(boot.dataset.preload||'[]').forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;if(nonce)l.nonce=nonce;document.head.appendChild(l)});
var s=document.createElement('script');s.type='module';if(nonce)s.nonce=nonce;s.textContent=boot.textContent;document.body.appendChild(s)}
function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',painted,{once:true});else painted()})()`;

interface ScriptProps {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * React Router's scripts with the app's start held until the page has painted (BOOT): its module
 * preloads become a list on the inert start script, and the start script runs from BOOT. The same
 * elements are drawn on the server and in the browser's first render, so hydration matches.
 */
export function ScriptsAfterPaint() {
  const scripts = RouterScripts({}) as ReactElement<{ children: ReactNode }> | null;
  if (!scripts) return null;
  const children = Children.toArray(scripts.props.children).filter(isValidElement) as ReactElement<ScriptProps>[];
  const preload = children
    .filter((child) => child.type === 'link' && child.props.rel === 'modulepreload')
    .map((child) => child.props.href);
  const nonce = children.find((child) => child.props.nonce)?.props.nonce;
  return (
    <>
      {children.map((child) => {
        if (child.type === 'link') return null;
        const inner = child.props.dangerouslySetInnerHTML?.__html;
        if (child.type === 'script' && child.props.type === 'module') {
          return (
            <script
              key="boot"
              id={BOOT_ID}
              type="text/gc-boot"
              data-preload={JSON.stringify(preload)}
              nonce={nonce}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: inner ?? '' }}
            />
          );
        }
        return child;
      })}
      <script key="start" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT }} />
    </>
  );
}
