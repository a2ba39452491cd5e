/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ApiError } from './errors';
import {
  answersOf,
  errorOf,
  failuresOf,
  forgetAnswers,
  forgetFailures,
  holdFailure,
  keptAnswer,
  keptFailure,
  LoadFailed,
  scopeAnswers,
  seedAnswers,
  useAnswerOnServer,
  useAnswersOnServer,
} from './answer-cache';
import type { AnswerScope } from './answer-cache';

const later = <T>(value: T, ms = 5) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** A component that needs two answers, the second asked for once the first is in. */
function Two({ failSecond = false }: { failSecond?: boolean }) {
  useAnswerOnServer('first', () => later('one'));
  const first = keptAnswer<string>('first')?.value;
  useAnswerOnServer(first ? 'second' : null, () =>
    failSecond ? Promise.reject(new Error('down')) : later(`${first}+two`),
  );
  const second = keptAnswer<string>('second')?.value ?? 'loading';
  return createElement('p', null, `${first ?? 'loading'} / ${second}`);
}

function serverHtml(element: ReactElement, scope: AnswerScope | null): Promise<string> {
  scopeAnswers(scope ? () => scope : null);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => {
        const out = new PassThrough();
        let html = '';
        out.on('data', (chunk: Buffer) => (html += chunk.toString()));
        out.on('end', () => resolve(html));
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

const newScope = (): AnswerScope => ({ answers: new Map(), failures: new Map(), waits: new Map() });

afterEach(() => {
  scopeAnswers(null);
  forgetAnswers();
  forgetFailures();
});

describe('answers on the render server', () => {
  it('waits for each answer a screen asks for in turn, and renders with them', async () => {
    const scope = newScope();
    const html = await serverHtml(createElement(Two), scope);
    expect(html).toContain('<p>one / one+two</p>');
    expect(answersOf(scope)).toEqual([
      ['first', 'one'],
      ['second', 'one+two'],
    ]);
  });

  it('asks for several answers together: none waits for another to come', async () => {
    let secondAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (secondAsked = resolve));
    // the first comes only once the second has been asked for (else, late, it says so)
    const first = () => Promise.race([asked.then(() => 'one'), later('late', 500)]);
    const second = () => {
      secondAsked();
      return later('two');
    };
    function Both() {
      useAnswersOnServer([
        ['first', first],
        ['second', second],
      ]);
      const shown = ['first', 'second'].map((key) => keptAnswer<string>(key)?.value);
      return createElement('p', null, shown.join(' / '));
    }
    const scope = newScope();
    const html = await serverHtml(createElement(Both), scope);
    expect(html).toContain('<p>one / two</p>');
  });

  it('keeps how a load failed (its code, one attempt, what it had learnt), for the browser', async () => {
    const scope = newScope();
    const html = await serverHtml(createElement(Two, { failSecond: true }), scope);
    expect(html).toContain('<p>one / loading</p>');
    expect(answersOf(scope)).toEqual([['first', 'one']]);
    expect(failuresOf(scope)).toEqual([['second', { code: 'OTHER', attempts: 1 }]]);

    const told = newScope();
    function Told() {
      useAnswerOnServer('search', () =>
        Promise.reject(
          new LoadFailed(new ApiError('NO_CONTENT', 'none', 200, 'Search/Retrieve'), {
            searchId: 's1',
          }),
        ),
      );
      return createElement('p', null, keptFailure('search')?.code ?? 'loading');
    }
    expect(await serverHtml(createElement(Told), told)).toContain('<p>NO_CONTENT</p>');
    expect(failuresOf(told)).toEqual([
      ['search', { code: 'NO_CONTENT', attempts: 1, detail: { searchId: 's1' } }],
    ]);
  });

  it('gives the browser the failures the page was rendered with, until its screen is done with them', async () => {
    seedAnswers([], [['search', { code: 'GENERIC_ERROR', attempts: 1 }]]);
    expect(keptFailure('search')).toEqual({ code: 'GENERIC_ERROR', attempts: 1 });
    expect(errorOf(keptFailure('search')!, 'Search/Retrieve')).toMatchObject({
      name: 'ApiError',
      code: 'GENERIC_ERROR',
    });
    holdFailure('search')();
    await later(null);
    expect(keptFailure('search')).toBeNull();
  });

  it("holds nothing of a request's failures on the render server", async () => {
    const scope = newScope();
    scope.failures.set('search', { code: 'NO_CONTENT', attempts: 1 });
    scopeAnswers(() => scope);
    holdFailure('search')();
    await later(null);
    expect(keptFailure('search')).toEqual({ code: 'NO_CONTENT', attempts: 1 });
  });

  it("keeps each request's answers apart from the page's store", async () => {
    await serverHtml(createElement(Two), newScope());
    scopeAnswers(null);
    expect(keptAnswer('first')).toBeNull();
  });

  it('gives the browser the answers the page was rendered with, fresh', () => {
    seedAnswers([['first', 'one']], [], 1_000);
    expect(keptAnswer('first', 1_000)).toEqual({ value: 'one', fresh: true });
  });

  it('does nothing in the browser: the screen loads in its effect', async () => {
    const load = jest.fn(() => later('x'));
    function Browser() {
      useAnswerOnServer('k', load);
      return null;
    }
    // no request scope: rendered at once, nothing asked
    await serverHtml(createElement(Browser), null);
    expect(load).not.toHaveBeenCalled();
  });
});
