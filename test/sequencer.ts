// The order the run's one queue of files is taken in (both workers take the next file of any
// project). Vitest's own order runs the projects one after another by name, so the isolated unit
// files (the component tests, CPU-bound in jsdom) came last and alone. Here they are dealt
// between the browser files, whose workers mostly wait on Chromium and the server; then each
// server project as one block, since its files reuse a worker only when the next file in the queue
// is of the same project (isolate: false); the quick shared unit files end the run, where small
// files keep both workers busy to the last moment.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const mixed = ['e2e', 'unit'];
const blocks = ['server', 'server-postgres', 'unit-shared'];

export default class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Within a project: Vitest's order (longest first when a previous run's times are known).
    const sorted = await super.sort(files);
    const of = (name: string) => sorted.filter((spec) => spec.project.name === name);
    const [e2e, unit] = mixed.map(of) as [TestSpecification[], TestSpecification[]];
    const dealt: TestSpecification[] = [];
    // One browser file to about every n unit files, so both run out together.
    const n = Math.max(1, Math.round(unit.length / Math.max(1, e2e.length)));
    for (let i = 0; i < Math.max(e2e.length, Math.ceil(unit.length / n)); i++) {
      const browser = e2e[i];
      if (browser) dealt.push(browser);
      dealt.push(...unit.slice(i * n, (i + 1) * n));
    }
    const known = new Set([...mixed, ...blocks]);
    return [...dealt, ...blocks.flatMap(of), ...sorted.filter((spec) => !known.has(spec.project.name))];
  }
}
