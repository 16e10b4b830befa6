import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { checkRuns, type CheckRequest } from '../../../src/plugins/configStudio/state/checkRuns';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const done = (result: string) => ({ kind: 'done', result });

describe('the studio\'s checks as edits arrive', () => {
  it('checks once after a pause in typing, with the newest text', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      let text = '';
      const edits = hot<CheckRequest>('e 4ms e 4ms e', { e: 'edit' });
      // The check reads the text as it is when the check starts.
      const check = () => cold('--r|', { r: text });
      const texts = hot('a 4ms b 4ms c').subscribe((t) => { text = t; });
      expectObservable(checkRuns(edits, check, { quietMs: 10, noticeMs: 300 })).toBe('20ms --x', { x: done('c') });
      return texts;
    });
  });

  it('never lets a slow check of an older text overwrite the result of a newer one', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const edits = hot<CheckRequest>('e 29ms e', { e: 'edit' });
      let n = 0;
      // The first check takes 50 ms (it would end at 60), the second 5 ms (it ends at 45).
      const check = () => (++n === 1 ? cold('50ms (r|)', { r: 'older' }) : cold('5ms (r|)', { r: 'newer' }));
      expectObservable(checkRuns(edits, check, { quietMs: 10, noticeMs: 300 })).toBe('45ms x', { x: done('newer') });
    });
  });

  it('checks at once on request, and says a long check is running before its result', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const edits = hot<CheckRequest>('n', { n: 'now' });
      const check = () => cold('400ms (r|)', { r: 'set' });
      expectObservable(checkRuns(edits, check, { quietMs: 30, noticeMs: 300 })).toBe('300ms s 99ms x', { s: { kind: 'slow' }, x: done('set') });
    });
  });

  it('reports a failed check and keeps checking later edits', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      const edits = hot<CheckRequest>('e 19ms e', { e: 'edit' });
      let n = 0;
      const check = () => (++n === 1 ? cold('1ms #', undefined, new Error('no validators')) : cold('1ms (r|)', { r: 'ok' }));
      expectObservable(checkRuns(edits, check, { quietMs: 5, noticeMs: 300 })).toBe('6ms f 19ms x', {
        f: { kind: 'failed', error: new Error('no validators') }, x: done('ok'),
      });
    });
  });

  it('stops checking once unsubscribed (the page left)', () => {
    scheduler().run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const edits = hot<CheckRequest>('e', { e: 'edit' });
      const running = cold('50ms (r|)', { r: 'late' });
      expectObservable(checkRuns(edits, () => running, { quietMs: 10, noticeMs: 300 }), '^ 19ms !').toBe('');
      expectSubscriptions(running.subscriptions).toBe('10ms ^ 9ms !');
    });
  });
});

describe('a check\'s result that comes after a newer edit', () => {
  it('is not shown even before the newer edit is checked: only the newer text\'s result is', () => {
    scheduler().run(({ cold, hot, expectObservable }) => {
      // The first check starts at 10 and answers at 20; the next edit came at 15, so that answer is stale.
      const edits = hot<CheckRequest>('e 14ms e', { e: 'edit' });
      let n = 0;
      const check = () => (++n === 1 ? cold('10ms (r|)', { r: 'older' }) : cold('10ms (r|)', { r: 'newer' }));
      expectObservable(checkRuns(edits, check, { quietMs: 10, noticeMs: 300 })).toBe('35ms x', { x: done('newer') });
    });
  });
});
