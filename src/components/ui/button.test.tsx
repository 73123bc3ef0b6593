import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { Button } from './button';
import { buttonVariants } from './button-variants';

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits a form by accident', () => {
    render(
      <>
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('gives a router link the look of a button with asChild', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="outline" size="lg" className="mt-2">
          <Link to="/de/kontakt">Kontakt</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Kontakt' });
    expect(link).toHaveAttribute('href', '/de/kontakt');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toBe(`${buttonVariants({ variant: 'outline', size: 'lg' })} mt-2`);
  });
});
