import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts as RouterScripts } from 'react-router';

/** The id of the app's start, kept inert in the page until its first paint (see BOOT). */
const BOOT_ID = 'gc-boot';

/**
 * Starts the app once the page has painted (issue 33 #19): a page arrives drawn, with its styles,
 * and every form posts without JavaScript, so on a slow line nothing should share the line with
 * the page before it shows. The browser says when it painted (the first-contentful-paint entry);
 * when the page has a high-priority picture (its largest element), the start waits until that too
 * has painted (its largest-contentful-paint entry), or failed, or the page has loaded (a picture
 * that is not the largest). A browser that reports no paints starts a frame after the HTML is read.
 * Then every module the page needs is preloaded at once (no waterfall) and React Router's own start
 * script runs as a module with the page's nonce.
 */
const BOOT = `(function(){var me=document.currentScript,nonce=me.nonce||me.getAttribute('nonce'),started=false;
function start(){var boot=document.getElementById('${BOOT_ID}');if(started||!boot)return;started=true;
JSON.parse(boot.dataset.preload||'[]').forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;if(nonce)l.nonce=nonce;document.head.appendChild(l)});
var s=document.createElement('script');s.type='module';if(nonce)s.nonce=nonce;s.textContent=boot.textContent;document.body.appendChild(s)}
function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}
var PO=window.PerformanceObserver,types=(PO&&PO.supportedEntryTypes)||[];
function seen(type,test,then){var o=new PO(function(list){if(list.getEntries().some(test)){o.disconnect();then()}});o.observe({type:type,buffered:true})}
if(types.indexOf('paint')<0){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',nextFrame,{once:true});else nextFrame();return}
seen('paint',function(e){return e.name==='first-contentful-paint'},function(){
var picture=document.querySelector('img[fetchpriority=high]');
if(!picture||types.indexOf('largest-contentful-paint')<0)return start();
seen('largest-contentful-paint',function(e){return e.element===picture},start);
picture.addEventListener('error',start,{once:true});
if(document.readyState==='complete')nextFrame();else window.addEventListener('load',nextFrame,{once:true})})})()`;

interface ScriptProps {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  dangerouslySetInnerHTML?: { __html: string };
  children?: ReactNode;
}

/** React Router's elements with its fragments opened (its start scripts sit in one of their own). */
function elementsOf(node: ReactNode): ReactElement<ScriptProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<ScriptProps>(child)) return [];
    return child.type === Fragment ? elementsOf(child.props.children) : [child];
  });
}

/**
 * React Router's scripts with the app's start held until the page has painted (BOOT): its module
 * preloads become a list on the inert start script, which BOOT runs. The same elements are drawn
 * on the server and in the browser's first render, so hydration matches; once hydrated, React
 * Router draws none (as before).
 */
export function ScriptsAfterPaint() {
  const elements = elementsOf(RouterScripts({}) as ReactNode);
  if (!elements.length) return null;
  const preload = elements
    .filter((element) => element.type === 'link' && element.props.rel === 'modulepreload')
    .map((element) => element.props.href);
  const nonce = elements.find((element) => element.props.nonce)?.props.nonce;
  return (
    <>
      {elements.map((element, index) => {
        if (element.type === 'link') return null;
        if (element.type !== 'script' || element.props.type !== 'module')
          return cloneElement(element, { key: `rr-${index}` });
        return (
          <script
            key="boot"
            id={BOOT_ID}
            type="text/gc-boot"
            data-preload={JSON.stringify(preload)}
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: element.props.dangerouslySetInnerHTML?.__html ?? '' }}
          />
        );
      })}
      <script key="start" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT }} />
    </>
  );
}
