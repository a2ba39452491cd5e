import { BRAND_CONFIG_URL, FLAGS_URL } from '@storefront/shared/start-up';
import { observeRenders } from './observe';
import type { RenderEvent } from './observe';
import { startUpAnswers, startUpCall } from './start-up-answers';

const config = (domain: string, locale = 'es') =>
  `${BRAND_CONFIG_URL}?path=${encodeURIComponent(domain)}&locale=${locale}`;
const ok = (text: string) => ({ status: 200, text });

describe("the render server's start-up answers", () => {
  afterEach(() => {
    observeRenders(null);
  });

  it('knows the brand configuration and the flags, and no other call', () => {
    expect(startUpCall('GET', config('sunsea.localhost'))).toBe('brand-config');
    expect(startUpCall('POST', FLAGS_URL)).toBe('flags');
    expect(startUpCall('POST', BRAND_CONFIG_URL)).toBeNull();
    expect(startUpCall('GET', '/api/services/app/Accommodation/Search')).toBeNull();
  });

  it('keeps the configuration per brand and language, the flags per brand', () => {
    const answers = startUpAnswers();
    answers.set('GET', config('sunsea.localhost'), 'sunsea.localhost', ok('sunsea es'));
    answers.set('POST', FLAGS_URL, 'sunsea.localhost', ok('sunsea flags'));
    expect(answers.get('GET', config('sunsea.localhost'), 'other')).toEqual(ok('sunsea es'));
    expect(
      answers.get('GET', config('sunsea.localhost', 'en'), 'sunsea.localhost'),
    ).toBeUndefined();
    expect(answers.get('GET', config('members.localhost'), 'members.localhost')).toBeUndefined();
    expect(answers.get('POST', FLAGS_URL, 'sunsea.localhost')).toEqual(ok('sunsea flags'));
    expect(answers.get('POST', FLAGS_URL, 'members.localhost')).toBeUndefined();
  });

  it('keeps only successful answers of start-up calls, and flags only for a known brand', () => {
    const answers = startUpAnswers();
    answers.set('GET', config('a.localhost'), 'a.localhost', { status: 500, text: 'down' });
    answers.set('GET', config('b.localhost'), 'b.localhost', { status: 404, text: 'none' });
    answers.set('POST', FLAGS_URL, null, ok('whose?'));
    answers.set('GET', '/api/services/app/Deals/List', 'a.localhost', ok('deals'));
    expect(answers.size).toBe(0);
    expect(answers.get('GET', config('a.localhost'), 'a.localhost')).toBeUndefined();
    expect(answers.get('GET', '/api/services/app/Deals/List', 'a.localhost')).toBeUndefined();
  });

  it('forgets an answer once its lifetime has passed', () => {
    let now = 10_000;
    const answers = startUpAnswers({ ttlMs: 1_000, now: () => now });
    answers.set('POST', FLAGS_URL, 'sunsea.localhost', ok('flags'));
    now += 500;
    expect(answers.get('POST', FLAGS_URL, 'sunsea.localhost')).toEqual(ok('flags'));
    now += 1_000;
    expect(answers.get('POST', FLAGS_URL, 'sunsea.localhost')).toBeUndefined();
  });

  it('holds at most `max` answers, the least recently used going first', () => {
    const answers = startUpAnswers({ max: 3 });
    for (const brand of ['a', 'b', 'c']) answers.set('POST', FLAGS_URL, brand, ok(brand));
    expect(answers.get('POST', FLAGS_URL, 'a')).toEqual(ok('a'));
    answers.set('POST', FLAGS_URL, 'd', ok('d'));
    expect(answers.size).toBe(3);
    expect(answers.get('POST', FLAGS_URL, 'b')).toBeUndefined();
    expect(answers.get('POST', FLAGS_URL, 'a')).toEqual(ok('a'));
    expect(answers.get('POST', FLAGS_URL, 'd')).toEqual(ok('d'));
  });

  it('tells the metrics each lookup of a start-up call as a hit or a miss', () => {
    const events: RenderEvent[] = [];
    observeRenders((event) => events.push(event));
    const answers = startUpAnswers();
    answers.get('POST', FLAGS_URL, 'sunsea.localhost');
    answers.set('POST', FLAGS_URL, 'sunsea.localhost', ok('flags'));
    answers.get('POST', FLAGS_URL, 'sunsea.localhost');
    answers.get('GET', '/api/services/app/Deals/List', 'sunsea.localhost');
    expect(events).toEqual([
      { type: 'cache', cache: 'flags', hit: false },
      { type: 'cache', cache: 'flags', hit: true },
    ]);
  });
});
