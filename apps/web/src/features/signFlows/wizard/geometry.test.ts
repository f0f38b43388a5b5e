import { describe, expect, it } from 'vitest';
import { fromScreen, resized, toScreen } from './geometry';

const a4 = { width: 595, height: 842 };

describe('the designer’s coordinates', () => {
  it('puts a box drawn at the top-left of the screen near the top of the page in points from the lower-left', () => {
    // Drawn at half size: 10 px from the left and top, 60 × 30 px.
    expect(fromScreen({ left: 10, top: 10, width: 60, height: 30 }, a4, 0.5)).toEqual({ x: 20, y: 842 - 20 - 60, width: 120, height: 60 });
  });

  it('draws a box back where it was placed', () => {
    const box = { x: 100, y: 200, width: 120, height: 60 };
    const screen = toScreen(box, a4, 1.25);
    expect(fromScreen(screen, a4, 1.25)).toEqual(box);
  });

  it('keeps a box dragged past an edge inside the page', () => {
    expect(fromScreen({ left: -50, top: 5000, width: 120, height: 60 }, a4, 1)).toEqual({ x: 0, y: 0, width: 120, height: 60 });
    expect(fromScreen({ left: 5000, top: -50, width: 120, height: 60 }, a4, 1)).toEqual({ x: 475, y: 782, width: 120, height: 60 });
  });

  it('resizes from the top-left corner, no smaller than the minimum and not past the page', () => {
    const box = { x: 100, y: 700, width: 120, height: 60 };
    expect(resized(box, a4, 10, 10, 40)).toEqual({ x: 100, y: 720, width: 40, height: 40 });
    expect(resized(box, a4, 1000, 1000, 40)).toEqual({ x: 100, y: 0, width: 495, height: 760 });
  });
});
