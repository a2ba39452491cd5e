import { readServerState, SERVER_STATE_ID } from './server-state';
import { STATE } from '../testing/server-state';

function page(text: string) {
  document.body.innerHTML = '';
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_STATE_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('the server state of a page rendered on the server', () => {
  it('is read from its JSON block; a page without one, or a broken one, has none', () => {
    page(JSON.stringify(STATE));
    expect(readServerState()).toEqual(STATE);
    page('{"language": ');
    expect(readServerState()).toBeNull();
    document.body.innerHTML = '';
    expect(readServerState()).toBeNull();
  });
});
