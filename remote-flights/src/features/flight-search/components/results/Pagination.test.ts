import { pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 116)).toEqual([1, 2, 3, 'gap', 116]);
    expect(pageWindow(6, 116)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 116]);
    expect(pageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
