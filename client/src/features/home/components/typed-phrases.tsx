import { useEffect, useState } from 'react';
import { Typewriter } from 'react-simple-typewriter';
import { whenIdleAfterLoad } from '#app/lib/idle';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';

/**
 * The hero's cycling phrases. The first one is plain text in the server's HTML (what the first
 * paint shows, and the heading's largest paint), and the typing starts once the page has loaded
 * and the browser is idle: each keystroke is a React commit (one every 40–70 ms), and started at
 * hydration they interrupted the app's own first renders over and over. Kept in a component of
 * its own, so a keystroke re-renders this span only. A typed phrase stays for DELAY_MS before it
 * is rewritten, and so does the first: the typing starts DELAY_MS after the page is idle, when
 * the page's own loading work is over (issue 33 item 18), not in the middle of it.
 */
const DELAY_MS = 2000;

export function TypedPhrases({ phrases }: { phrases: string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (reducedMotion) return undefined;
    let pause: number | undefined;
    const cancelIdle = whenIdleAfterLoad(() => {
      pause = window.setTimeout(() => setTyping(true), DELAY_MS);
    });
    return () => {
      cancelIdle();
      window.clearTimeout(pause);
    };
  }, [reducedMotion]);
  if (!typing || reducedMotion) return phrases[0];
  return <Typewriter words={phrases} loop={0} typeSpeed={70} deleteSpeed={40} delaySpeed={DELAY_MS} cursor />;
}
