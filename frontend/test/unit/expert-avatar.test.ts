import { avatarColour } from '../../src/features/visa/ExpertCard';

/** WCAG 2 relative luminance of an sRGB colour with channels in 0..1. */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** `hsl(H S% L%)` as sRGB channels (CSS Color 4's conversion). */
function rgbOf(hsl: string): number[] {
  const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

it('keeps white initials at 4.5:1 or more on the avatar of any expert id (the yellows failed axe at 32% lightness)', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => `expert-${i}-${(i * 7919).toString(36)}`);
  const worst = Math.min(...ids.map((id) => 1.05 / (luminance(rgbOf(avatarColour(id))) + 0.05)));
  expect(worst).toBeGreaterThanOrEqual(4.5);
  expect(new Set(ids.map(avatarColour)).size).toBeGreaterThan(300);
});
