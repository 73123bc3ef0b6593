import { render } from '@testing-library/react';
import { Truck } from 'lucide';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { Icon } from './icon';

function renderIcon(element: ReactElement) {
  const svg = render(element).container.firstElementChild;
  if (!(svg instanceof SVGSVGElement)) throw new Error('no <svg> rendered');
  return svg;
}

describe('Icon', () => {
  it("draws the icon's shapes in order, with their attributes", () => {
    const svg = renderIcon(<Icon icon={Truck} />);
    expect(
      [...svg.children].map((shape) => [
        shape.tagName,
        Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
      ]),
    ).toEqual([
      ['path', { d: 'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2' }],
      ['path', { d: 'M15 18H9' }],
      [
        'path',
        { d: 'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14' },
      ],
      ['circle', { cx: '17', cy: '18', r: '2' }],
      ['circle', { cx: '7', cy: '18', r: '2' }],
    ]);
  });

  it("has lucide's stroke attributes and is hidden from assistive technology", () => {
    const svg = renderIcon(<Icon icon={Truck} className="size-5 text-amber-600" />);
    expect(Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]))).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'size-5 text-amber-600',
      'aria-hidden': 'true',
    });
  });

  it('sets no class when given none, and passes the marker colour on', () => {
    const svg = renderIcon(<Icon icon={Truck} data-color="green" />);
    expect(svg.hasAttribute('class')).toBe(false);
    expect(svg.getAttribute('data-color')).toBe('green');
  });
});
