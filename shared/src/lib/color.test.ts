import { contrastRatio, withContrast } from './color';

describe('withContrast', () => {
  it('keeps a colour that already reads at 4.5:1', () => {
    expect(withContrast('#0a6ebd', '#ffffff')).toBe('#0a6ebd');
  });

  it.each([['#2b9348'], ['#ffb400'], ['#e4007c'], ['#cccccc']])(
    'darkens %s until it reads on white',
    (color) => {
      const adjusted = withContrast(color, '#ffffff');
      expect(contrastRatio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('lightens towards white on a dark background', () => {
    const adjusted = withContrast('#3a0ca3', '#101010');
    expect(contrastRatio(adjusted, '#101010')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves what is not a hex colour alone', () => {
    expect(withContrast('red', '#ffffff')).toBe('red');
  });
});
