import type { GardenerProfile } from '@green-circle/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GardenerHeader } from './gardener-header';

const gardener: GardenerProfile = {
  authorId: 'a'.repeat(24),
  displayName: 'Maya Greenfield',
  photoURL: null,
  card: null,
  bio: '',
  joinedAt: null,
  garden: { hemisphere: 'south', zone: '9b' },
  plants: [
    { slug: 'basil', name: 'Basil' },
    { slug: 'tomato', name: 'Tomato' },
  ],
  counts: { tips: 0, likesReceived: 0, trials: 0, followers: 0, following: 0 },
};

const renderHeader = (profile: GardenerProfile) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <GardenerHeader gardener={profile} followers={0} action={null} /> },
      ])}
    />,
  );

describe('GardenerHeader: the plants a gardener grows', () => {
  it('names them beside their garden, each a link to its plant page', () => {
    renderHeader(gardener);
    expect(screen.getByTestId('gardener-plants')).toHaveTextContent('Grows: Basil, Tomato');
    expect(screen.getByRole('link', { name: 'Tomato' })).toHaveAttribute('href', '/plants/tomato');
  });

  it('says nothing of plants when there are none to show (the API sends [] unless the garden is shown)', () => {
    renderHeader({ ...gardener, garden: null, plants: [] });
    expect(screen.queryByTestId('gardener-plants')).toBeNull();
    expect(screen.queryByText(/Grows/)).toBeNull();
  });
});
