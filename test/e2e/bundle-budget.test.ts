// Issue 16 item 9 as a check, not only a bench figure: the JS /login loads stays within 170 KB gzip,
// so a shell import that drags a feature's code into the first load fails the run that adds it
// (it once crept to 176 KB unnoticed). `npm run bench bundle` prints the per-file figures.
import { describe, expect, it } from 'vitest';
import { GOAL_KB, measureLoginBundle } from '../bench/bundle.bench';
import { dist, ensureBuilt } from './harness';

describe('first load', () => {
  it(`/login loads at most ${GOAL_KB} KB of JS (gzip)`, () => {
    ensureBuilt();
    const bundle = measureLoginBundle(dist);
    if (typeof bundle === 'string') throw new Error(bundle);
    const heaviest = bundle.sized.slice(0, 5).map(({ file, kb }) => `${file} ${kb.toFixed(1)} KB`);
    expect(bundle.loginKb, `largest: ${heaviest.join(', ')}`).toBeLessThanOrEqual(GOAL_KB);
    // The page's own chunk is among them: the measurement follows the manifest, not a guess.
    expect(bundle.sized.some(({ file }) => file.includes('LoginPage'))).toBe(true);
  });
});
