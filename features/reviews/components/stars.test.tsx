// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Stars } from './stars';

afterEach(cleanup);

describe('Stars', () => {
  it('is one image named « 4,5 sur 5 », with four full stars and a half', () => {
    render(<Stars rating={4.5} label="4,5 sur 5" />);
    const image = screen.getByRole('img', { name: '4,5 sur 5' });
    const filled = [...image.querySelectorAll('path[fill="currentColor"]')] as SVGPathElement[];
    expect(filled).toHaveLength(5);
    expect(filled[4]!.style.clipPath).toBe('inset(0 50% 0 0)');
    expect(image.querySelectorAll('[id]')).toHaveLength(0);
  });
});
