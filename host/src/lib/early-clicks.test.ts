import { noteEarlyClicks, replayEarlyClicks } from './early-clicks';

/** A fresh window property for each test: the note is fixed once set on a window. */
function freshWindow(): Window {
  return Object.create(window) as Window;
}

describe('buttons pressed before the code came', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="accept" type="button">Aceptar todas</button>
        <span role="button" id="chip"><b id="inner">Chip</b></span>
        <button id="off" type="button" disabled>Off</button>
        <form id="search"><input name="q"><button id="go">Buscar</button></form>
        <a id="link" href="#x">Link</a>
      </div>
      <button id="outside" type="button">Outside</button>`;
  });

  it('are pressed again, once each and in order, when the shell has hydrated', () => {
    const win = freshWindow();
    noteEarlyClicks(document, win);
    const byId = (id: string) => document.getElementById(id)!;
    byId('inner').click();
    byId('accept').click();
    byId('accept').click();
    byId('off').click();
    byId('outside').click();
    byId('link').click();
    const pressedAgain: string[] = [];
    document.addEventListener('click', (event) =>
      pressedAgain.push((event.target as HTMLElement).id),
    );
    replayEarlyClicks(win);
    expect(pressedAgain).toEqual(['chip', 'accept']);
    // taken once: the shell's own clicks are not noted any more
    byId('accept').click();
    pressedAgain.length = 0;
    replayEarlyClicks(win);
    expect(pressedAgain).toEqual([]);
  });

  it('keeps a form from submitting itself before the shell can, and submits it then', () => {
    const win = freshWindow();
    noteEarlyClicks(document, win);
    const go = document.getElementById('go')!;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    go.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.getElementById('search')!.addEventListener('submit', submitted);
    replayEarlyClicks(win);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('skips a button no longer on the page (the page was rendered afresh)', () => {
    const win = freshWindow();
    noteEarlyClicks(document, win);
    const accept = document.getElementById('accept')!;
    accept.click();
    accept.remove();
    const onClick = jest.fn();
    accept.addEventListener('click', onClick);
    replayEarlyClicks(win);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing on a page that noted nothing (rendered in the browser)', () => {
    expect(() => replayEarlyClicks(freshWindow())).not.toThrow();
  });
});
